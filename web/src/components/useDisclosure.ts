import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A list shown and hidden by a button (a menu on narrow screens, a dropdown). It closes when the route changes:
 * a choice in it navigates. `toggle` goes on the button, `id` on the list.
 */
export const useDisclosure = () => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const location = useLocation();
  const [at, setAt] = useState(location.pathname);
  if (at !== location.pathname) {
    setAt(location.pathname);
    setOpen(false);
  }
  const toggle = { 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen(!open) };
  return { open, id, toggle };
};
