/** The screen texts of Categories (in the catalogue, schemas/src/texts/screens) and its buttons. */

import { categoriesScreen } from '@parks/schemas/admin/families/categories/texts';
import { screenText, staffButton } from '../../forms.ts';

export const text = screenText(categoriesScreen);

export const button = staffButton('categories', text);
