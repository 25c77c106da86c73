/**
 * The rows of a product import file (schemas/src/admin/productImport.ts), each validated like the product form and
 * by the rules across records, all before anything is written: the rows, or one 422 with every row's errors under
 * `rows.{n}.{field}` ("Row n: …", in the caller's language; n counts products from 1).
 */
import { readProductFile } from '@parks/schemas/admin/productImport';
import { type ProductImportRow, productImportRowSchema } from '@parks/schemas/admin/products';
import type { Language } from '@parks/schemas/language';
import { translate } from '@parks/schemas/messages/index';
import { ProblemError } from '../../http/problems.ts';
import { validInput } from '../../http/validate.ts';

export type RowRules = (
  values: ProductImportRow,
  row: number,
  seenSkus: ReadonlySet<string>,
) => Promise<Readonly<Record<string, readonly string[]>>>;

export const importRows = async (content: string, language: Language, rules: RowRules): Promise<ProductImportRow[]> => {
  const file = readProductFile(content);
  if (!file.ok) throw new ProblemError(422, file.code, { errors: { file: [file.code] } });
  const errors: Record<string, string[]> = {};
  const valid: ProductImportRow[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of file.rows.entries()) {
    const row = index + 1;
    let found: Readonly<Record<string, readonly string[]>> = {};
    try {
      const values = validInput(productImportRowSchema, raw);
      found = await rules(values, row, seen);
      seen.add(values.sku);
      valid.push(values);
    } catch (error) {
      if (!(error instanceof ProblemError) || error.errors === undefined) throw error;
      found = error.errors;
    }
    for (const [field, keys] of Object.entries(found)) {
      errors[`rows.${row}.${field}`] = keys.map((key) =>
        translate(language, 'admin.product.import.row', { row, message: translate(language, key) }),
      );
    }
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new ProblemError(422, 'validation.invalid', { detail: first, errors });
  return valid;
};
