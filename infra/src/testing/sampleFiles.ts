/**
 * Files the upload tests send: real images, made by sharp itself, and a minimal PDF written by hand.
 */
import sharp from 'sharp';

/** An image of one colour, to be encoded in whichever format a test needs. */
export const solidImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 60 } } });

/** A phone photo: camera make and model, GPS position, XMP, and "rotate 90°" in its EXIF orientation. */
export const phonePhoto = () =>
  solidImage(30, 10)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Trail 7' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 25/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '75/1 41/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toBuffer();
export const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
