import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow } from '../../ui/button';
import { Notice } from '../../ui/form';
import { color, radius } from '../../ui/theme';

interface Props {
  open: boolean;
  title: string;
  /**
   * What the dialog asks, and what follows from it: read with the title when it opens
   * (aria-describedby), so a warning such as 'It cannot be undone' is heard, not only seen.
   */
  description: ReactNode;
  /** Fields, after the description. */
  children?: ReactNode;
  /** The confirming button's words, e.g. 'Cancel booking'. */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The button that closes without acting, e.g. 'Keep booking'. */
  dismissLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
  /**
   * Why the last try failed. Said inside the dialog, where the eyes and the screen reader are (a
   * toast would sit behind the backdrop, out of the accessibility tree); focus stays in the dialog.
   */
  error?: string;
  /** Opens with focus on the dismissing button: a destructive confirmation with nothing to type first. */
  focusDismiss?: boolean;
  /** What Escape does, when not the same as the dismissing button (the time-out warning: Escape means "I am here"). */
  onEscape?: () => void;
}

/**
 * A confirmation as a native modal <dialog> (decision 013): the browser keeps focus inside,
 * Escape closes it, and focus goes back to the button that opened it. While the request runs
 * it cannot be closed, so its outcome is not lost; a failure is said in its alert region, which
 * is in the dialog from the start so the words are announced as they arrive.
 */
export function ConfirmDialog({ open, title, description, children, confirmLabel, busyLabel, busy, dismissLabel, onConfirm, onClose, danger, error, focusDismiss, onEscape }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef<HTMLButtonElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // On a phone the dialog scrolls: bring the message, and the focused button under it, into view.
  useEffect(() => {
    if (error) buttons.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first control, the destructive one when nothing comes before it.
      if (focusDismiss) dismiss.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, focusDismiss]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };

  return (
    <Box
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) (onEscape ?? onClose)();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        <Description id={descriptionId}>{description}</Description>
        {children}
        <Alert role="alert">
          {error && (
            <Notice $tone="error">
              <p>{error}</p>
            </Notice>
          )}
        </Alert>
        <ButtonRow ref={buttons}>
          <Confirm type="submit" $danger={danger} aria-busy={busy || undefined} aria-disabled={busy || undefined}>
            {busy ? busyLabel : confirmLabel}
          </Confirm>
          <Button ref={dismiss} type="button" $variant="secondary" disabled={busy} onClick={onClose}>
            {dismissLabel}
          </Button>
        </ButtonRow>
      </form>
    </Box>
  );
}

const Box = styled.dialog`
  width: min(34rem, calc(100vw - 1.5rem));
  max-height: calc(100dvh - 1.5rem);
  overflow: auto;
  border: none;
  border-radius: ${radius.md};
  padding: 1.25rem;
  color: ${color.text};
  box-shadow: 0 20px 50px rgb(0 0 0 / 25%);
  &::backdrop { background: rgb(16 24 32 / 55%); }
  h2 { font-size: 1.35rem; }
  form { display: grid; gap: 1rem; }
`;

const Description = styled.div`
  display: grid;
  gap: 0.75rem;
  p, ul { margin: 0; }
`;

/** Empty until a try fails, and then no gap of its own in the form's grid. */
const Alert = styled.div`
  &:empty { margin-top: -1rem; }
`;

const Confirm = styled(Button)<{ $danger?: boolean }>`
  ${({ $danger }) => $danger && `background: ${color.danger}; border-color: ${color.danger}; &:hover { background: #7a1616; border-color: #7a1616; }`}
  &[aria-busy='true'] { opacity: 0.8; cursor: progress; }
`;
