import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n.js';
import { Button, type ButtonProps } from '@mantine/core';
import { copyText } from './copy-text.js';

/** Spec §9: the copy confirmation shows for 2 s. */
export const COPY_CONFIRM_MS = 2000;
export const COPY_FAILED_TEXT = () => t('common.copyFailed');

export interface CopyButtonProps extends Omit<ButtonProps, 'children'> {
  text: string;
  label?: string;
  /** Accessible name when the visible label alone is ambiguous (several COPY buttons on a page). */
  'aria-label'?: string;
}

type CopyStatus = 'idle' | 'copied' | 'failed';

export function CopyButton({
  text,
  label,
  'aria-label': ariaLabel,
  ...buttonProps
}: CopyButtonProps) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const ok = await copyText(text);
    setStatus(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), COPY_CONFIRM_MS);
  };

  return (
    <>
      <Button
        size="compact-sm"
        color={status === 'copied' ? 'green' : status === 'failed' ? 'red' : undefined}
        onClick={() => void onClick()}
        aria-label={ariaLabel}
        {...buttonProps}
      >
        {status === 'copied' ? t('common.copied') : (label ?? t('common.copy'))}
      </Button>
      <span role="status" aria-live="polite" className="copy-status">
        {status === 'failed' ? COPY_FAILED_TEXT() : ''}
      </span>
    </>
  );
}
