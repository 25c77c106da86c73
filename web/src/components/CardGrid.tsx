import { defineGcds } from '../gcds/define.ts';
import { useLanguage } from '../lib/text.ts';
import './cardGrid.css';

void defineGcds('gcds-grid', 'gcds-card');

export type CardItem = Readonly<{
  key: string;
  title: string;
  href: string;
  description: string;
  image?: string;
  /** A short tag above the title (a sale overlay, for instance). */
  badge?: string;
}>;

/**
 * GCDS cards on a GCDS grid: one column on phones, two on tablets, three on desktops. A card's title is its link
 * (in the card's shadow root; the layout's in-app link handler keeps the navigation in the app).
 */
export function CardGrid({ items }: Readonly<{ items: readonly CardItem[] }>) {
  const lng = useLanguage();
  return (
    <gcds-grid columns="1fr" columns-tablet="1fr 1fr" columns-desktop="1fr 1fr 1fr" gap="300" className="card-grid">
      {items.map((item) => (
        <gcds-card
          key={item.key}
          card-title={item.title}
          card-title-tag="h3"
          href={item.href}
          description={item.description}
          img-src={item.image}
          img-alt=""
          badge={item.badge}
          lang={lng}
        />
      ))}
    </gcds-grid>
  );
}
