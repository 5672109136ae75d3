import { UnstyledButton } from '@mantine/core';
import { t } from '../../../i18n/i18n.js';
import { useFirstRenderNow } from '../../../lib/server-page.js';

// en-US short month names, upper case: a table, not Intl (a first Intl formatter costs a phone
// tens of milliseconds of the first render).
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The calendar graphic of the Data Filter card: today's month and day on a calendar leaf. */
export function CalendarButton({ onClick }: { onClick: () => void }) {
  const today = new Date(useFirstRenderNow());
  const month = MONTHS[today.getMonth()];
  return (
    <UnstyledButton onClick={onClick} title={t('controls.openCalendar')} aria-haspopup="dialog">
      <svg width="56" height="60" viewBox="0 0 56 60" aria-hidden="true">
        <rect
          x="2"
          y="6"
          width="52"
          height="52"
          rx="8"
          fill="#fff"
          stroke="#adb5bd"
          strokeWidth="2"
        />
        <path d="M2 14a8 8 0 0 1 8-8h36a8 8 0 0 1 8 8v8H2z" fill="#e03131" />
        <rect x="14" y="1" width="4" height="10" rx="2" fill="#495057" />
        <rect x="38" y="1" width="4" height="10" rx="2" fill="#495057" />
        <text
          x="28"
          y="19"
          textAnchor="middle"
          fontSize="10"
          fontWeight="700"
          fill="#fff"
          fontFamily="Arial, sans-serif"
        >
          {month}
        </text>
        <text
          x="28"
          y="47"
          textAnchor="middle"
          fontSize="22"
          fontWeight="700"
          fill="#212529"
          fontFamily="Arial, sans-serif"
        >
          {today.getDate()}
        </text>
      </svg>
      <span className="sr-only">{t('controls.openCalendar')}</span>
    </UnstyledButton>
  );
}
