import { staffRoles } from '@parks/schemas/roles';
import { boolean, integer, nullable, object, oneOf, streamParser, string, text } from '../shared/shape.ts';
import type { ServiceSettingsEvent } from './events.ts';

/** The settings records' parser (`serviceSettings-smtp`, `serviceSettings-api`): the command path and the readers. */
export const parseServiceSettingsEvent = streamParser<ServiceSettingsEvent>({
  SmtpSettingsChanged: object({
    settingId: text,
    host: nullable(string),
    port: integer,
    tls: boolean,
    user: nullable(string),
    sealedPassword: nullable(text),
    fromAddress: nullable(string),
    replyTo: nullable(string),
    changedBy: text,
    role: oneOf(staffRoles),
    changedAt: text,
  }),
  ApiSettingsChanged: object({
    settingId: text,
    analyticsTagId: nullable(string),
    mediaHost: nullable(string),
    changedBy: text,
    role: oneOf(staffRoles),
    changedAt: text,
  }),
});
