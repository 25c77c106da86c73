/**
 * The user screens (create, edit, delete, details): the account (username, initial password, role, active), the
 * profile, the portal's terms, and beside them the profile change the user asked for, for staff to decide on.
 */
import { ruleOfTerms } from '@parks/domain/portal/terms';
import type { AccountUserDocument } from '@parks/projections/accounts/users';
import type { UserProfile } from '@parks/schemas/account';
import type { FormScreenAction } from '@parks/schemas/admin/calls';
import type { Button, Field, FormDefinition, Section } from '@parks/schemas/admin/definitions';
import { approvalRules } from '@parks/schemas/admin/users';
import { canAssignRole } from '@parks/schemas/auth';
import type { Language } from '@parks/schemas/language';
import { type MessageKey, translate } from '@parks/schemas/messages/index';
import { toDollars } from '@parks/schemas/money';
import { roles } from '@parks/schemas/roles';
import { roleNames } from '@parks/schemas/texts/roleNames';
import { checkboxField, hiddenField, option } from '../../forms.ts';
import type { AdminCall } from '../../registry.ts';
import { button, text } from './texts.ts';

const profileFields = (language: Language, profile: UserProfile | null, prefix = ''): Field[] => {
  const required = (key: MessageKey) => [{ name: 'required' as const, message: translate(language, key) }];
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

const sectionsOf = (call: AdminCall, action: FormScreenAction, doc: AccountUserDocument | null): Section[] => {
  const { language } = call;
  const creating = doc === null;
  // The roles offered are the ones the acting role may grant; a user's current role is shown even if it is not.
  const offered = roles.filter((role) => canAssignRole(call.user.role, role) || role === doc?.role);
  const account: Field[] = [
    hiddenField('userId', doc?._id ?? null),
    {
      name: 'username',
      // A username is fixed once created: the edit form sends it back unchanged; details and delete show it.
      component: 'input',
      type: creating || action === 'details' || action === 'delete' ? 'text' : 'hidden',
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
      options: offered.map((role) => option(role, roleNames[language][role], role === (doc?.role ?? 'PortalUser'))),
      initialValue: doc?.role ?? 'PortalUser',
      validation: [{ name: 'required', message: translate(language, 'form.fieldRequired') }],
    },
    checkboxField('active', text(language, 'active'), doc?.active ?? true),
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
        checkboxField('poNumberEnabled', text(language, 'poNumberEnabled'), terms?.poNumberEnabled ?? true),
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
        hiddenField('pendingRevisionId', doc.pendingProfile.revisionId),
        ...profileFields(language, doc.pendingProfile.profile, 'pending_'),
      ],
    });
  }
  // A portal self-registration: where it stands, for staff to approve or decline it (the details screen's panel).
  if (doc?.registration && action === 'details') {
    sections.push({
      name: 'registration',
      title: text(language, 'registration'),
      width: 6,
      fields: [
        hiddenField('registrationState', doc.registration),
        {
          name: 'registration',
          component: 'input',
          type: 'text',
          caption: text(language, 'status'),
          initialValue: translate(language, `registration.state.${doc.registration}` as const),
        },
      ],
    });
  }
  return sections;
};

/** The form of `action` for the user of `doc` (none for create). */
export const userForm = (
  call: AdminCall,
  action: FormScreenAction,
  doc: AccountUserDocument | null,
): FormDefinition => {
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
    sections: sectionsOf(call, action, doc),
    // The limit matters only for the rule that uses it.
    conditions: (['accounts', 'always', 'never'] as const).map((value) => ({
      propertyName: 'approvalRule',
      action: 'hide' as const,
      value,
      field: 'approvalLimit',
    })),
    buttons,
  };
};
