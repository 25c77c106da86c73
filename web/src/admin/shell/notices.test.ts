import { describe, expect, it } from 'vitest';
import { afterNavigation, withNotice } from './notices.tsx';

describe('admin notices (back-office sections 2 and 4)', () => {
  it('shows a success on the screen the user goes back to, then clears it at the next navigation', () => {
    const saved = withNotice([], 1, 'success', 'The category was saved.');
    const back = afterNavigation(saved);
    expect(back.map((notice) => notice.message)).toEqual(['The category was saved.']);
    expect(afterNavigation(back)).toEqual([]);
  });
  it('clears error and notify notices on navigation', () => {
    const shown = withNotice(withNotice([], 1, 'error', 'Refused.'), 2, 'notify', 'Copied.');
    expect(shown.map((notice) => notice.kind)).toEqual(['error', 'notify']);
    expect(afterNavigation(shown)).toEqual([]);
  });
  it('keeps one notice of a kind: the newest replaces the older', () => {
    const twice = withNotice(withNotice([], 1, 'error', 'First.'), 2, 'error', 'Second.');
    expect(twice).toEqual([{ id: 2, kind: 'error', message: 'Second.', carried: false }]);
  });
});
