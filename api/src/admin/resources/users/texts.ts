/** The screen texts of Users (in the catalogue, schemas/src/texts/screens) and its buttons. */

import { usersScreen } from '@parks/schemas/admin/families/users/texts';
import { screenText, staffButton } from '../../forms.ts';

export const text = screenText(usersScreen);

export const button = staffButton('users', text);
