import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow } from '../../ui/button';
import { color, radius } from '../../ui/theme';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The confirming button's words, e.g. 'Cancel booking'. */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The button that closes without acting, e.g. 'Keep booking'. */
  dismissLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
}

/**
 * A confirmation as a native modal <dialog> (decision 013): the browser keeps focus inside,
 * Escape closes it, and focus goes back to the button that opened it. While the request runs
 * it cannot be closed, so its outcome is not lost.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy, dismissLabel, onConfirm, onClose, danger }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };

  return (
    <Box
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
        <ButtonRow>
          <Confirm type="submit" $danger={danger} aria-busy={busy || undefined} aria-disabled={busy || undefined}>
            {busy ? busyLabel : confirmLabel}
          </Confirm>
          <Button type="button" $variant="secondary" disabled={busy} onClick={onClose}>
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

const Confirm = styled(Button)<{ $danger?: boolean }>`
  ${({ $danger }) => $danger && `background: ${color.danger}; border-color: ${color.danger}; &:hover { background: #7a1616; border-color: #7a1616; }`}
  &[aria-busy='true'] { opacity: 0.8; cursor: progress; }
`;
