import type { StaffRole } from '@parks/schemas/roles';
import type { Event } from '../shared/decider.ts';

/**
 * The SMTP record after a change, whole (the last event is the record). `sealedPassword` is the password sealed by
 * the settings' secret box (AES-256-GCM, infra/src/secrets/secretBox.ts), or null when none is set: the event never
 * holds the password in clear.
 */
export type SmtpSettingsChanged = Event<
  'SmtpSettingsChanged',
  {
    settingId: string;
    host: string | null;
    port: number;
    tls: boolean;
    user: string | null;
    sealedPassword: string | null;
    fromAddress: string | null;
    replyTo: string | null;
    changedBy: string;
    role: StaffRole;
    changedAt: string;
  }
>;

/** The API record after a change, whole. */
export type ApiSettingsChanged = Event<
  'ApiSettingsChanged',
  {
    settingId: string;
    analyticsTagId: string | null;
    mediaHost: string | null;
    changedBy: string;
    role: StaffRole;
    changedAt: string;
  }
>;

export type ServiceSettingsEvent = SmtpSettingsChanged | ApiSettingsChanged;

export const serviceSettingsEventTypes = [
  'SmtpSettingsChanged',
  'ApiSettingsChanged',
] as const satisfies readonly ServiceSettingsEvent['type'][];
