import type { PostalAddress } from '@parks/schemas/orders';
import { countryName } from '../lib/places.ts';
import { useLanguage } from '../lib/text.ts';

/** A postal address, one line a span; blank lines are left out. */
export function AddressLines({ lines }: Readonly<{ lines: readonly (string | null)[] }>) {
  return (
    <address className="address-lines">
      {lines
        .filter((line): line is string => line !== null && line.trim() !== '')
        .map((line) => (
          <span key={line} className="address-line">
            {line}
          </span>
        ))}
    </address>
  );
}

/** The parts of an address that an order's address and an address book entry have alike. */
type Postal = Omit<PostalAddress, 'email'>;

/** An order's or an address book's address, with its e-mail address last. */
export function PostalAddressLines({ address, email }: Readonly<{ address: Postal; email: string }>) {
  const lng = useLanguage();
  return (
    <AddressLines
      lines={[
        `${address.firstName} ${address.lastName}`,
        address.companyName,
        address.address1,
        address.address2,
        `${address.city} ${address.provinceState ?? ''} ${address.postalCode}`,
        countryName(address.country, lng),
        address.phone1,
        email,
      ]}
    />
  );
}
