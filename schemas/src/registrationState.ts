/** Where a self-registered portal account stands (registration.ts); an account staff created has none. */
export const registrationStates = ['emailUnverified', 'awaitingApproval', 'approved', 'declined'] as const;
export type RegistrationState = (typeof registrationStates)[number];
