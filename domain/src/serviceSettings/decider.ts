/**
 * The mail and API settings records (issue #24). Each command carries the whole record as it should be; the decider
 * checks who may change it (the settings area: LMG and SuperUser) and records a change only when something differs.
 */
import { adminAreaRoles, type StaffRole } from '@parks/schemas/roles';
import { apiSettingsId, smtpSettingsId } from '@parks/schemas/serviceSettings';
import type { Command, StreamDecider } from '../shared/decider.ts';
import { actorOf, domainError } from '../shared/errors.ts';
import { parseServiceSettingsEvent } from './eventParser.ts';
import type { ApiSettingsChanged, ServiceSettingsEvent, SmtpSettingsChanged } from './events.ts';

type Audit = 'settingId' | 'changedBy' | 'role' | 'changedAt';
export type SmtpRecord = Readonly<Omit<SmtpSettingsChanged['data'], Audit>>;
export type ApiRecord = Readonly<Omit<ApiSettingsChanged['data'], Audit>>;

export type ChangeSmtpSettings = Command<'ChangeSmtpSettings', { record: SmtpRecord; actorRole: StaffRole }>;
export type ChangeApiSettings = Command<'ChangeApiSettings', { record: ApiRecord; actorRole: StaffRole }>;
export type ServiceSettingsCommand = ChangeSmtpSettings | ChangeApiSettings;

export type ServiceSettingsState = Readonly<{ smtp: SmtpRecord | null; api: ApiRecord | null }>;

export const initialState = (): ServiceSettingsState => ({ smtp: null, api: null });

/** The record an event holds, without who changed it and when. */
const recordOf = <T extends Readonly<Record<Audit, unknown>>>(data: T): Omit<T, Audit> => {
  const { settingId, changedBy, role, changedAt, ...record } = data;
  return record;
};

export const evolve = (state: ServiceSettingsState, event: ServiceSettingsEvent): ServiceSettingsState =>
  event.type === 'SmtpSettingsChanged'
    ? { ...state, smtp: recordOf(event.data) }
    : { ...state, api: recordOf(event.data) };

/** Who may change the mail and API settings: whoever has the settings area (back-office.md §6). */
export const mayChangeServiceSettings = (role: StaffRole): boolean => adminAreaRoles('settings', 'b2c').includes(role);

const sameRecord = (a: object | null, b: object): boolean =>
  a !== null && JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export const decide = (command: ServiceSettingsCommand, state: ServiceSettingsState): ServiceSettingsEvent[] => {
  const changedBy = actorOf(command.metadata);
  const { actorRole: role } = command.data;
  if (!mayChangeServiceSettings(role)) throw domainError('auth.permissionDenied', 403);
  const audit = { changedBy, role, changedAt: command.metadata.now };
  if (command.type === 'ChangeSmtpSettings') {
    // Saving what is already there records nothing: the history holds changes only.
    if (sameRecord(state.smtp, command.data.record)) return [];
    return [{ type: 'SmtpSettingsChanged', data: { settingId: smtpSettingsId, ...command.data.record, ...audit } }];
  }
  if (sameRecord(state.api, command.data.record)) return [];
  return [{ type: 'ApiSettingsChanged', data: { settingId: apiSettingsId, ...command.data.record, ...audit } }];
};

export const serviceSettingsDecider: StreamDecider<ServiceSettingsState, ServiceSettingsCommand, ServiceSettingsEvent> =
  { decide, evolve, initialState, parse: parseServiceSettingsEvent };
