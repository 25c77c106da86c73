import type { Language } from '@parks/schemas/language';
import type { BannerDto } from '@parks/schemas/store/dtos';
import { Link } from 'react-router-dom';
import { textOf } from '../../lib/text.ts';

/**
 * The published banners of one home-page location (back-office.md §3, Banners): each its image at the banner
 * canvas's display size (1138×379 shown at 569×188, scaled down on narrow screens), with its alt text, and a link
 * when it has one (a store path stays in the app; an address outside opens as a plain link).
 */
export function HomeBanners({
  banners,
  location,
  lng,
}: Readonly<{ banners: readonly BannerDto[]; location: 'HomeTop' | 'HomeBottom'; lng: Language }>) {
  const placed = banners.filter((banner) => banner.location === location);
  if (placed.length === 0) return null;
  return (
    <div className={`home-banners home-banners-${location === 'HomeTop' ? 'top' : 'bottom'}`}>
      {placed.map((banner) => {
        const image = (
          <img src={banner.imageUrl} alt={textOf(banner.alt, lng)} width={569} height={188} className="home-banner" />
        );
        if (banner.linkUrl === null) return <figure key={banner.bannerId}>{image}</figure>;
        return (
          <figure key={banner.bannerId}>
            {banner.linkUrl.startsWith('/') ? (
              <Link to={banner.linkUrl}>{image}</Link>
            ) : (
              <a href={banner.linkUrl}>{image}</a>
            )}
          </figure>
        );
      })}
    </div>
  );
}
