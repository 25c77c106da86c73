/**
 * The store runs no service worker (§9: "A service worker is unregistered"): one left by an earlier version of
 * the site would keep serving that version's files after a deploy. Every registration of this origin goes at load.
 */
export type Registrations = Readonly<{
  getRegistrations: () => Promise<readonly Readonly<{ unregister: () => Promise<boolean> }>[]>;
}>;

/** Unregisters every service worker of the origin; how many there were. */
export const unregisterServiceWorkers = async (container: Registrations | undefined): Promise<number> => {
  if (container === undefined) return 0;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  return registrations.length;
};
