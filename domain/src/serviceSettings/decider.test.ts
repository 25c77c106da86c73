import { describe, it } from 'vitest';
import { checkParser } from '../testing/parserProperties.ts';
import { specFor } from '../testing/specFor.ts';
import { type ApiRecord, type ServiceSettingsCommand, type SmtpRecord, serviceSettingsDecider } from './decider.ts';
import { parseServiceSettingsEvent } from './eventParser.ts';
import { type ServiceSettingsEvent, serviceSettingsEventTypes } from './events.ts';

const spec = specFor(serviceSettingsDecider);
const now = '2026-11-30T09:00:00.000Z';
type Role = 'LMG' | 'SuperUser' | 'Administrator' | 'Operator';

const smtp: SmtpRecord = {
  host: 'smtp.parks.example',
  port: 587,
  tls: false,
  user: 'mailer',
  sealedPassword: 'v1.a.b.c.d',
  fromAddress: 'store@parks.example',
  replyTo: null,
};
const api: ApiRecord = { analyticsTagId: 'G-TEST12345', mediaHost: null };

const changeSmtp = (record: SmtpRecord, actorRole: Role = 'LMG'): ServiceSettingsCommand => ({
  type: 'ChangeSmtpSettings',
  data: { record, actorRole },
  metadata: { now, userId: 'usr-lmg' },
});
const changeApi = (record: ApiRecord, actorRole: Role = 'SuperUser'): ServiceSettingsCommand => ({
  type: 'ChangeApiSettings',
  data: { record, actorRole },
  metadata: { now, userId: 'usr-super' },
});
const smtpChanged = (record: SmtpRecord): ServiceSettingsEvent => ({
  type: 'SmtpSettingsChanged',
  data: { settingId: 'smtp', ...record, changedBy: 'usr-lmg', role: 'LMG', changedAt: now },
});
const apiChanged = (record: ApiRecord): ServiceSettingsEvent => ({
  type: 'ApiSettingsChanged',
  data: { settingId: 'api', ...record, changedBy: 'usr-super', role: 'SuperUser', changedAt: now },
});

describe('the mail and API settings records', () => {
  it('record each change whole, with who made it, their role and when', () => {
    spec([])
      .when(changeSmtp(smtp))
      .then([smtpChanged(smtp)]);
    spec([smtpChanged(smtp)])
      .when(changeSmtp({ ...smtp, port: 465, tls: true }))
      .then([smtpChanged({ ...smtp, port: 465, tls: true })]);
    spec([])
      .when(changeApi(api))
      .then([apiChanged(api)]);
  });

  it('record nothing when nothing changes', () => {
    spec([smtpChanged(smtp)])
      .when(changeSmtp({ ...smtp }))
      .thenNothingHappened();
    spec([apiChanged(api)])
      .when(changeApi({ ...api }))
      .thenNothingHappened();
  });

  it('are refused to the roles without the settings area', () => {
    spec([]).when(changeSmtp(smtp, 'Administrator')).thenThrows('auth.permissionDenied');
    spec([]).when(changeApi(api, 'Operator')).thenThrows('auth.permissionDenied');
  });

  it('read their events back and refuse malformed ones', () => {
    checkParser({
      parse: parseServiceSettingsEvent,
      types: serviceSettingsEventTypes,
      events: [
        smtpChanged(smtp),
        smtpChanged({ ...smtp, host: null, user: null, sealedPassword: null }),
        apiChanged(api),
      ],
    });
  });
});
