// One box per code digit: each accepts a single digit, focus moves on, Backspace steps back,
// a pasted code fills the boxes from the current one.
import { useEffect, useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useT } from '../common/useT';
import styles from './OtpCodeInput.module.css';

export interface OtpCodeInputProps {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
}

export function OtpCodeInput({ digits, onChange, disabled }: OtpCodeInputProps) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  // When the boxes are emptied (rejected code, resend), typing starts again at the first one.
  const allEmpty = digits.every((d) => d === '');
  const wasEmpty = useRef(allEmpty);
  useEffect(() => {
    if (allEmpty && !wasEmpty.current) boxes.current[0]?.focus();
    wasEmpty.current = allEmpty;
  }, [allEmpty]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, digits.length - 1))];
    box?.focus();
    box?.select();
  };

  const fillFrom = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '').split('');
    const next = [...digits];
    let last = index;
    for (let i = 0; i < incoming.length && index + i < next.length; i += 1) {
      next[index + i] = incoming[i];
      last = index + i;
    }
    onChange(next);
    focusBox(last + 1);
  };

  const handleChange = (index: number) => (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value.replace(/\D/g, '');
    if (typed === '') {
      if (e.target.value === '') onChange(digits.map((d, i) => (i === index ? '' : d)));
      return; // not a digit: ignored
    }
    if (typed === digits[index]) return; // only a non-digit was added
    // A box that already held a digit receives old+new; keep the newly typed one.
    const text = typed.length === 2 && digits[index] !== '' && typed.startsWith(digits[index]) ? typed.slice(1) : typed;
    fillFrom(index, text);
  };

  const handleKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && digits[index] === '' && index > 0) {
      e.preventDefault();
      onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (e.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (e.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    fillFrom(index, e.clipboardData.getData('text'));
  };

  return (
    <div role="group" aria-label={t('account.code.group')} className={styles.boxes}>
      {digits.map((digit, index) => (
        <input
          // Boxes are positional; the index is their identity.
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className={styles.box}
          value={digit}
          onChange={handleChange(index)}
          onKeyDown={handleKeyDown(index)}
          onPaste={handlePaste(index)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]"
          aria-label={t('account.code.digit', { position: index + 1 })}
          disabled={disabled}
          autoFocus={index === 0}
        />
      ))}
    </div>
  );
}
