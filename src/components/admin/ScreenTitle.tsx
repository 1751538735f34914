// The h1 of each admin screen (sign-in, "Forgot password?", a staff link, the workspace). When one
// screen replaces another, the control that had focus is gone and the browser leaves focus on the
// page; the new screen's title takes it, so a keyboard or screen-reader user goes on from the top of
// the new screen. The first screen of a page load leaves focus where the browser put it.
import { useEffect, useRef, type ReactNode } from 'react';

let isFirstScreen = true;

export function ScreenTitle({ id, className, children }: { id?: string; className: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFirstScreen) {
      isFirstScreen = false;
      return;
    }
    if (document.activeElement === document.body || !document.activeElement) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={`${className} outline-none`}>
      {children}
    </h1>
  );
}
