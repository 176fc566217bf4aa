'use client';
/**
 * The site's dialog on Radix Dialog (focus trap, Esc, aria wiring). Width 500 px by default (spec §9).
 *
 *   <Dialog open={open} onOpenChange={setOpen} title="Achtung" tone="warning"
 *           actions={<Button onClick={() => setOpen(false)}>OK</Button>}>text</Dialog>
 *
 * tone: 'default' | 'warning' | 'error' (red header) | 'success'. `persistent` ignores outside clicks
 * and Esc and hides the × (close only through your own actions). `maxWidth` in px.
 *
 * Radix and the dialog's markup (DialogPanel) load when a dialog first opens: most visits open none,
 * so no page carries the dialog code in its first load. Once opened it stays mounted.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';

export type DialogTone = 'default' | 'warning' | 'error' | 'success';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: DialogTone;
  maxWidth?: number;
  persistent?: boolean;
  testId?: string;
}

const DialogPanel = lazy(() => import('./DialogPanel'));

export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
