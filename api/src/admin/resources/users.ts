/**
 * Users (back-office.md §3, §6: the users area, LMG and SuperUser, both stores): the list with keyword and advanced
 * search (role, status), and the create, edit, delete and details screens. Users are not revision entities: each
 * write is a command on the user's stream (register, role, customer numbers, deactivate, reactivate) or a profile
 * revision drafted and published by the staff member at once (domain/src/users/profile.ts), every one an event
 * with its actor. Delete deactivates: nothing is erased, the user can no longer sign in, their sessions end.
 *
 * Who may give which role is one rule, `canAssignRole` (@parks/schemas/auth, ranks): a staff member gives or takes
 * away roles at or below their own, so LMG may grant any role and a SuperUser any but LMG. It is checked here before
 * anything is appended (a refused create must not reserve the username) and again by the user decider.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { type PortalTerms, ruleOfTerms, termsOfRule } from '@parks/domain/portal/terms';
import { revisionStream } from '@parks/domain/revisions/streams';
import { sameJson } from '@parks/domain/shared/canonicalJson';
import type { UserCommand } from '@parks/domain/users/commands';
import { profileDecider } from '@parks/domain/users/profile';
import { handleCommand } from '@parks/infra/commandHandling/handleCommand';
import type { Filter } from '@parks/infra/documents/port';
import { escapeRegex } from '@parks/infra/documents/port';
import { type AccountUserDocument, accountUsers } from '@parks/projections/accounts/users';
import { profileDecisionSchema, toUserProfile, type UserProfile } from '@parks/schemas/account';
import type { FormScreenAction } from '@parks/schemas/admin/calls';
import type { Button, Field, FormDefinition, Row, Section } from '@parks/schemas/admin/definitions';
import { writeQuerySchema } from '@parks/schemas/admin/requests';
import {
  approvalRules,
  customerNumbersOf,
  type UserValues,
  userListQuerySchema,
  userStatuses,
  userValuesSchema,
} from '@parks/schemas/admin/users';
import { canAssignRole } from '@parks/schemas/auth';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { toCents, toDollars } from '@parks/schemas/money';
import { type Role, roles } from '@parks/schemas/roles';
import { fieldProblem } from '../../account/replies.ts';
import { passwordResetMail } from '../../account/resetMail.ts';
import { newUserId, registerUser, runUserCommand } from '../../account/users.ts';
import { tokenHash } from '../../auth/tokens.ts';
import type { RouteDeps } from '../../deps.ts';
import { ProblemError } from '../../http/problems.ts';
import { validate, validInput } from '../../http/validate.ts';
import type { AppState } from '../../state.ts';
import { adminCallOf, adminFamilyRouter, answerWrite } from '../calls.ts';
import { staffButton } from '../forms.ts';
import type { AdminCall, AdminResource, WriteResult } from '../registry.ts';
import { pageOf } from '../revisionResource.ts';

type Labels = Readonly<Record<string, string>>;

const labels: Readonly<Record<Language, Labels>> = {
  en: {
    list: 'Users',
    create: 'New user',
    edit: 'Edit user',
    delete: 'Deactivate user',
    details: 'User details',
    account: 'Account',
    profile: 'Profile',
    portal: 'Portal',
    pending: 'Profile change waiting for approval',
    search: 'Advanced search',
    username: 'Username',
    password: 'Initial password (leave empty to e-mail an invitation)',
    role: 'Role',
    active: 'Active',
    firstName: 'First name',
    lastName: 'Last name',
    companyName: 'Company',
    email: 'E-mail',
    phone: 'Phone',
    language: 'Language',
    customerNumbers: 'Customer numbers (separated by commas)',
    approvalRule: 'Orders needing approval',
    accounts: 'As each customer number is set up',
    always: 'Every order',
    aboveLimit: 'Orders above the limit',
    never: 'None',
    approvalLimit: 'Approval limit ($)',
    poNumberEnabled: 'Orders carry a PO number',
    name: 'Name',
    status: 'Status',
    lastLogon: 'Last sign-in',
    requestedAt: 'Requested',
    save: 'Save',
    cancel: 'Cancel',
    add: 'Add user',
    editButton: 'Edit',
    remove: 'Deactivate',
    en: 'English',
    fr: 'French',
    activeStatus: 'Active',
    deactivated: 'Deactivated',
    pendingStatus: 'Profile change pending',
  },
  fr: {
    list: 'Utilisateurs',
    create: 'Nouvel utilisateur',
    edit: 'Modifier l’utilisateur',
    delete: 'Désactiver l’utilisateur',
    details: 'Détails de l’utilisateur',
    account: 'Compte',
    profile: 'Profil',
    portal: 'Portail',
    pending: 'Modification du profil en attente d’approbation',
    search: 'Recherche avancée',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe initial (laisser vide pour envoyer une invitation par courriel)',
    role: 'Rôle',
    active: 'Actif',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    companyName: 'Entreprise',
    email: 'Courriel',
    phone: 'Téléphone',
    language: 'Langue',
    customerNumbers: 'Numéros de client (séparés par des virgules)',
    approvalRule: 'Commandes à approuver',
    accounts: 'Selon la configuration de chaque numéro de client',
    always: 'Toutes les commandes',
    aboveLimit: 'Les commandes au-delà de la limite',
    never: 'Aucune',
    approvalLimit: 'Limite d’approbation ($)',
    poNumberEnabled: 'Les commandes portent un numéro de bon de commande',
    name: 'Nom',
    status: 'Statut',
    lastLogon: 'Dernière connexion',
    requestedAt: 'Demandée le',
    save: 'Enregistrer',
    cancel: 'Annuler',
    add: 'Ajouter un utilisateur',
    editButton: 'Modifier',
    remove: 'Désactiver',
    en: 'Anglais',
    fr: 'Français',
    activeStatus: 'Actif',
    deactivated: 'Désactivé',
    pendingStatus: 'Modification du profil en attente',
  },
};
const text = (language: Language, key: string): string => labels[language][key] ?? key;

const statusLabel = { active: 'activeStatus', deactivated: 'deactivated', pending: 'pendingStatus' } as const;
const statusOf = (doc: AccountUserDocument): 'active' | 'deactivated' => (doc.active ? 'active' : 'deactivated');

const button = staffButton('users', text);

const option = (id: string, name: string, isSelected: boolean) => ({ id, name, value: id, isSelected });

const notFound = (): ProblemError => new ProblemError(404, 'admin.record.notFound');
const notAssignable = (): ProblemError =>
  new ProblemError(403, 'user.roleNotAssignable', { errors: { role: ['user.roleNotAssignable'] } });

/** The list's filter: keyword over username, names, company and e-mail; role; status (pending: a change waits). */
const filterOf = (search: string, filters: Readonly<Record<string, unknown>>): Filter => {
  const keyword = search.trim().toLowerCase();
  const status = filters.status;
  return {
    ...(keyword === '' ? {} : { searchText: { $regex: escapeRegex(keyword) } }),
    ...(typeof filters.role === 'string' ? { role: filters.role } : {}),
    ...(status === 'active' ? { active: true } : status === 'deactivated' ? { active: false } : {}),
    ...(status === 'pending' ? { pendingProfile: { $ne: null } } : {}),
  };
};

const profileFields = (language: Language, profile: UserProfile | null, prefix = ''): Field[] => {
  const required = (key: Parameters<typeof translate>[1]) => [
    { name: 'required' as const, message: translate(language, key) },
  ];
  const input = (name: keyof UserProfile, type: 'text' | 'email', rules: Field['validation']): Field => ({
    name: `${prefix}${name}`,
    component: 'input',
    type,
    caption: text(language, name),
    ...(rules === undefined ? {} : { validation: rules }),
    initialValue: profile === null ? null : (profile[name] ?? null),
  });
  return [
    input('firstName', 'text', required('checkout.firstName.required')),
    input('lastName', 'text', required('checkout.lastName.required')),
    input('companyName', 'text', undefined),
    input('email', 'email', required('checkout.email.required')),
    {
      name: `${prefix}phone`,
      component: 'inputmasked',
      type: 'phone',
      caption: text(language, 'phone'),
      validation: required('checkout.phone.required'),
      initialValue: profile?.phone ?? null,
    },
    {
      name: `${prefix}language`,
      component: 'singleselect',
      type: 'radio',
      caption: text(language, 'language'),
      options: (['en', 'fr'] as const).map((value) =>
        option(value, text(language, value), profile?.language === value),
      ),
      initialValue: profile?.language ?? language,
    },
  ];
};

const formSections = (call: AdminCall, action: FormScreenAction, doc: AccountUserDocument | null): Section[] => {
  const { language } = call;
  const creating = doc === null;
  // The roles offered are the ones the acting role may grant; a user's current role is shown even if it is not.
  const offered = roles.filter((role) => canAssignRole(call.user.role, role) || role === doc?.role);
  const account: Field[] = [
    { name: 'userId', component: 'input', type: 'hidden', initialValue: doc?._id ?? null },
    {
      name: 'username',
      // A username is fixed once created: the edit form sends it back unchanged.
      component: 'input',
      type: creating ? 'text' : 'hidden',
      caption: text(language, 'username'),
      validation: [{ name: 'required', message: translate(language, 'signIn.username.required') }],
      initialValue: doc?.username ?? null,
    },
    ...(creating
      ? [
          {
            name: 'password',
            component: 'input',
            type: 'password',
            caption: text(language, 'password'),
            validation: [{ name: 'minLength', value: 12, message: translate(language, 'password.tooShort') }],
          } satisfies Field,
        ]
      : []),
    {
      name: 'role',
      component: 'singleselect',
      type: 'dropdown',
      caption: text(language, 'role'),
      options: offered.map((role) => option(role, role, role === (doc?.role ?? 'PortalUser'))),
      initialValue: doc?.role ?? 'PortalUser',
      validation: [{ name: 'required', message: translate(language, 'form.fieldRequired') }],
    },
    {
      name: 'active',
      component: 'singleselect',
      type: 'checkbox',
      caption: text(language, 'active'),
      options: [{ id: 1, name: text(language, 'active'), value: '1', isSelected: doc?.active ?? true }],
      initialValue: doc?.active ?? true,
    },
  ];
  const terms = doc?.portalTerms ?? null;
  const sections: Section[] = [
    { name: 'account', title: text(language, 'account'), width: 6, fields: account },
    {
      name: 'profile',
      title: text(language, 'profile'),
      width: 6,
      fields: profileFields(language, doc?.profile ?? null),
    },
    {
      name: 'portal',
      title: text(language, 'portal'),
      width: 6,
      fields: [
        {
          name: 'customerNumbers',
          component: 'input',
          type: 'text',
          caption: text(language, 'customerNumbers'),
          initialValue: doc === null ? null : doc.customerNumbers.join(', '),
        },
        {
          name: 'approvalRule',
          component: 'singleselect',
          type: 'radio',
          caption: text(language, 'approvalRule'),
          options: approvalRules.map((rule) => option(rule, text(language, rule), rule === ruleOfTerms(terms))),
          initialValue: ruleOfTerms(terms),
        },
        {
          name: 'approvalLimit',
          component: 'input',
          type: 'number',
          caption: text(language, 'approvalLimit'),
          initialValue: terms?.approvalLimitCents == null ? null : toDollars(terms.approvalLimitCents),
          validation: [{ name: 'min', value: 0, message: translate(language, 'admin.user.approvalLimit.invalid') }],
        },
        {
          name: 'poNumberEnabled',
          component: 'singleselect',
          type: 'checkbox',
          caption: text(language, 'poNumberEnabled'),
          options: [
            { id: 1, name: text(language, 'poNumberEnabled'), value: '1', isSelected: terms?.poNumberEnabled ?? true },
          ],
          initialValue: terms?.poNumberEnabled ?? true,
        },
      ],
    },
  ];
  // The change the user asked for, beside the profile in force, so staff can approve or decline it.
  if (doc?.pendingProfile && (action === 'details' || action === 'edit')) {
    sections.push({
      name: 'pending',
      title: text(language, 'pending'),
      width: 6,
      fields: [
        { name: 'pendingRevisionId', component: 'input', type: 'hidden', initialValue: doc.pendingProfile.revisionId },
        ...profileFields(language, doc.pendingProfile.profile, 'pending_'),
      ],
    });
  }
  return sections;
};

export const usersResource = (deps: RouteDeps): AdminResource => {
  const accounts = () => deps.projections.read(accountUsers);
  const metadataOf = (call: AdminCall) => ({ now: call.now, userId: call.user.id });
  const found = async (id: string): Promise<AccountUserDocument> => {
    const doc = await accounts().findById(id);
    if (doc === null) throw notFound();
    return doc;
  };
  const run = (command: UserCommand) => runUserCommand(deps.eventStore, deps.awaitProjections, command);
  const endSessions = async (userId: string) => deps.auth?.sessions.revokeUser(userId);

  /** An invitation: the password-reset link of the e-mail, sent to the new user's address (30 minutes). */
  const invite = async (userId: string, username: string, profile: UserProfile, now: string): Promise<void> => {
    const auth = deps.auth;
    if (auth === undefined) return;
    const token = await auth.resets.issue(userId);
    if (auth.mailer === undefined) {
      deps.logger.warn({ userId }, 'user invited but no mailer is configured; no mail sent');
      return;
    }
    const mail = passwordResetMail({
      to: profile.email,
      username,
      language: profile.language,
      token,
      publicUrl: auth.publicUrl,
      from: auth.mailFrom,
      now: new Date(now),
      mailId: tokenHash(token).slice(0, 24),
    });
    await auth.mailer.send(mail);
  };

  const setProfile = async (call: AdminCall, userId: string, profile: UserProfile) => {
    const outcome = await handleCommand(deps.eventStore, revisionStream('User', userId), profileDecider, {
      type: 'SetProfileByStaff',
      data: { userId, revisionId: `rev-${randomUUID()}`, profile },
      metadata: metadataOf(call),
    });
    await deps.awaitProjections(outcome);
  };

  const valuesOf = (raw: Readonly<Record<string, unknown>>): UserValues => validInput(userValuesSchema, raw);
  const termsOf = (values: UserValues): PortalTerms | null =>
    termsOfRule(
      values.approvalRule ?? null,
      values.approvalLimit === null || values.approvalLimit === undefined ? null : toCents(values.approvalLimit),
      values.poNumberEnabled,
    );

  return {
    family: 'Users',
    entity: 'Users',
    area: 'users',
    stores: ['b2c', 'b2b'],
    verbs: ['GetAll', 'GetById', 'Create', 'Update', 'Delete'],
    entityType: null,
    listQuery: userListQuerySchema,
    values: userValuesSchema,

    getAll: async (call, request) => {
      const { language } = call;
      const filter = filterOf(request.search, request.filters);
      const { skip, limit } = pageOf(request.page);
      const found = await accounts().find(filter, {
        sort: { usernameKey: 1, _id: 1 },
        skip,
        limit: limit === 0 ? 0 : limit + 1,
      });
      const more = limit !== 0 && found.length > limit;
      const docs = more ? found.slice(0, limit) : found;
      const rows: Row[] = docs.map((doc) => ({
        userId: doc._id,
        username: doc.username,
        name: `${doc.profile.firstName} ${doc.profile.lastName}`.trim(),
        email: doc.profile.email,
        role: doc.role,
        status: text(language, statusLabel[statusOf(doc)]),
        pending: doc.pendingProfile !== null,
        lastLogon: doc.lastLogon,
      }));
      const role = typeof request.filters.role === 'string' ? request.filters.role : null;
      const status = typeof request.filters.status === 'string' ? request.filters.status : null;
      const data = { ...(role === null ? {} : { role }), ...(status === null ? {} : { status }) };
      return {
        mode: 'table',
        title: text(language, 'list'),
        columns: [
          { name: 'userId', caption: 'Id', type: 'hidden' },
          { name: 'username', caption: text(language, 'username') },
          { name: 'name', caption: text(language, 'name') },
          { name: 'email', caption: text(language, 'email') },
          { name: 'role', caption: text(language, 'role') },
          { name: 'status', caption: text(language, 'status') },
          { name: 'pending', caption: text(language, 'pendingStatus'), type: 'checkbox' },
          { name: 'lastLogon', caption: text(language, 'lastLogon'), type: 'datetime' },
        ],
        rows,
        components: { search: true, paging: true },
        searchDto: {
          sections: [
            {
              name: 'search',
              title: text(language, 'search'),
              fields: [
                {
                  name: 'role',
                  component: 'singleselect',
                  type: 'dropdown',
                  caption: text(language, 'role'),
                  options: roles.map((value) => option(value, value, value === role)),
                  initialValue: role,
                },
                {
                  name: 'status',
                  component: 'singleselect',
                  type: 'dropdown',
                  caption: text(language, 'status'),
                  options: userStatuses.map((value) =>
                    option(value, text(language, statusLabel[value]), value === status),
                  ),
                  initialValue: status,
                },
              ],
            },
          ],
          conditions: [],
        },
        showMore: more,
        args: { page: request.page, search: request.search, data: Object.keys(data).length === 0 ? null : data },
        buttons: [button(call, 'add', 'add', false)],
      };
    },

    getById: async (call, id, action): Promise<FormDefinition> => {
      if (action !== 'create' && action !== 'edit' && action !== 'delete' && action !== 'details') {
        throw new ProblemError(422, 'admin.action.invalid', { errors: { action: ['admin.action.invalid'] } });
      }
      const doc = action === 'create' ? null : await found(id);
      const editing = action === 'create' || action === 'edit';
      const buttons: Button[] = editing
        ? [button(call, 'save', 'save', true), button(call, 'cancel', 'cancel', false)]
        : action === 'delete'
          ? [button(call, 'remove', 'remove', false), button(call, 'cancel', 'cancel', false)]
          : [
              button(call, 'edit', 'editButton', false),
              button(call, 'remove', 'remove', false),
              button(call, 'cancel', 'cancel', false),
            ];
      return {
        mode: editing ? 'edit' : 'view',
        entityId: doc?._id ?? null,
        title: text(call.language, action),
        sections: formSections(call, action, doc),
        // The limit matters only for the rule that uses it.
        conditions: (['accounts', 'always', 'never'] as const).map((value) => ({
          propertyName: 'approvalRule',
          action: 'hide' as const,
          value,
          field: 'approvalLimit',
        })),
        buttons,
      };
    },

    create: async (call, raw) => {
      const values = valuesOf(raw);
      const role = values.role as Role;
      if (!canAssignRole(call.user.role, role)) throw notAssignable();
      if (values.password !== null && values.password === values.username) {
        throw fieldProblem('password', 'password.sameAsUsername');
      }
      const auth = deps.auth;
      if (auth === undefined) throw new ProblemError(503, 'auth.unavailable');
      const userId = newUserId();
      // No password given: an unguessable one nobody knows, until the user sets theirs through the invitation.
      const secret = values.password ?? randomBytes(32).toString('base64url');
      const profile = toUserProfile(values);
      const outcome = await registerUser(
        deps.eventStore,
        {
          userId,
          username: values.username,
          role,
          passwordHash: await auth.passwords.hash(secret),
          profile,
          customerNumbers: customerNumbersOf(values.customerNumbers),
        },
        { userId: call.user.id, role: call.user.role },
        call.now,
      );
      await deps.awaitProjections(outcome);
      const terms = termsOf(values);
      if (terms !== null) {
        await run({
          type: 'SetPortalTerms',
          data: { userId, terms, actorRole: call.user.role },
          metadata: metadataOf(call),
        });
      }
      if (!values.active) {
        await run({ type: 'DeactivateUser', data: { userId, actorRole: call.user.role }, metadata: metadataOf(call) });
      }
      if (values.password === null) {
        await invite(userId, values.username, profile, call.now);
        return { id: userId, revisionId: null, message: 'admin.user.invited' };
      }
      return { id: userId, revisionId: null, message: 'user.created' };
    },

    update: async (call, id, raw) => {
      const values = valuesOf(raw);
      const doc = await found(id);
      const role = values.role as Role;
      // Every refusal before the first append: a partly applied form would be worse than none.
      if (doc._id === call.user.id) throw new ProblemError(403, 'user.notYourself');
      if (!canAssignRole(call.user.role, doc.role) || !canAssignRole(call.user.role, role)) throw notAssignable();
      if (values.username !== doc.username) throw fieldProblem('username', 'admin.user.username.unchanged');
      // The edit form has no password: a staff member never sets another user's password (they reset it).
      const metadata = metadataOf(call);
      const actorRole = call.user.role;
      let endSession = false;
      if (role !== doc.role) {
        await run({ type: 'ChangeUserRole', data: { userId: id, role, actorRole }, metadata });
        endSession = true;
      }
      const customerNumbers = customerNumbersOf(values.customerNumbers);
      // The deciders ignore a repeat too; comparing first spares the appends and the waits.
      if (!sameJson(customerNumbers, doc.customerNumbers)) {
        await run({ type: 'ChangeCustomerNumbers', data: { userId: id, customerNumbers, actorRole }, metadata });
      }
      const terms = termsOf(values);
      if (!sameJson(terms, doc.portalTerms ?? null)) {
        await run({ type: 'SetPortalTerms', data: { userId: id, terms, actorRole }, metadata });
      }
      const profile = toUserProfile(values);
      if (!sameJson(profile, doc.profile)) await setProfile(call, id, profile);
      if (values.active !== doc.active) {
        const type = values.active ? 'ReactivateUser' : 'DeactivateUser';
        await run({ type, data: { userId: id, actorRole }, metadata });
        endSession = endSession || !values.active;
      }
      if (endSession) await endSessions(id);
      return { id, revisionId: null, message: 'user.updated' };
    },

    remove: async (call, id) => {
      const doc = await found(id);
      if (doc._id === call.user.id) throw new ProblemError(403, 'user.notYourself');
      if (!canAssignRole(call.user.role, doc.role)) throw notAssignable();
      await run({
        type: 'DeactivateUser',
        data: { userId: id, actorRole: call.user.role },
        metadata: metadataOf(call),
      });
      await endSessions(id);
      return { id, revisionId: null, message: 'user.deactivated' };
    },
  };
};

/**
 * The calls of the Users family beyond the five verbs: `PUT /api/Users/ApproveProfile/{id}?storeCode=` and
 * `…/DeclineProfile/{id}` with `{revisionId}`, the pending change staff looked at. Approving publishes it (it is the
 * profile in force), declining withdraws it; nobody decides on their own change (domain/src/users/profile.ts).
 */
export const usersExtraRouter = (deps: RouteDeps, resource: AdminResource): Router<AppState> => {
  const accounts = () => deps.projections.read(accountUsers);
  type Decision = 'ApproveProfileChange' | 'DeclineProfileChange';
  const decide = async (call: AdminCall, type: Decision, userId: string, revisionId: string): Promise<WriteResult> => {
    if ((await accounts().findById(userId)) === null) throw notFound();
    const outcome = await handleCommand(deps.eventStore, revisionStream('User', userId), profileDecider, {
      type,
      data: { userId, revisionId },
      metadata: { now: call.now, userId: call.user.id },
    });
    await deps.awaitProjections(outcome);
    return {
      id: userId,
      revisionId,
      message: type === 'ApproveProfileChange' ? 'profile.approved' : 'profile.declined',
    };
  };
  const params = { id: 'admin.record.notFound' } as const;
  const decisionInput = validate({ params, query: writeQuerySchema, body: profileDecisionSchema });
  return adminFamilyRouter(resource)
    .put('/ApproveProfile/:id', decisionInput, async (ctx) => {
      const { query, params, body } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      answerWrite(ctx, call.language, await decide(call, 'ApproveProfileChange', params.id, body.revisionId), 200);
    })
    .put('/DeclineProfile/:id', decisionInput, async (ctx) => {
      const { query, params, body } = ctx.state.input;
      const call = adminCallOf(ctx, deps, resource, query.storeCode);
      answerWrite(ctx, call.language, await decide(call, 'DeclineProfileChange', params.id, body.revisionId), 200);
    });
};
