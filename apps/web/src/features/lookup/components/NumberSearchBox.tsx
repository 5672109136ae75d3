import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { isStraight } from '@pick3/core';
import { useNavigate } from 'react-router-dom';
import { t } from '../../../i18n/i18n.js';

export interface NumberSearchBoxProps {
  stateCode: string;
}

/** Type three digits and press Enter: the number's lookup page for the state on screen. */
export function NumberSearchBox({ stateCode }: NumberSearchBoxProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isStraight(value)) {
      setError(t('lookup.typeThreeDigits000'));
      return;
    }
    setError(null);
    void navigate(`/lookup/${value}?state=${encodeURIComponent(stateCode)}`);
  };

  return (
    <form role="search" aria-label={t('lookup.numberLookup')} onSubmit={onSubmit}>
      <TextInput
        label={t('lookup.lookUpANumber')}
        placeholder="123"
        size="xs"
        w={150}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        error={error}
        onChange={(event) => {
          // Digits only, as on the draw-limit box: a pasted '1-2-3' becomes '123'.
          setValue(event.currentTarget.value.replace(/\D+/g, '').slice(0, 3));
          setError(null);
        }}
      />
    </form>
  );
}
