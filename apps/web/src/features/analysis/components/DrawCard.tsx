import { memo } from 'react';
import { drawExtrasLabels, type AnalyzedDraw } from '@pick3/core';
import { drawCardId } from '../draw-list.js';
import classes from './analysis.module.css';
import { t } from '../../../i18n/i18n.js';
import { drawTimeShort } from '../../../lib/play-draw.js';

/** The id of the sentence explaining LAST OCCURRENCE and Non-Repeats (ResultsTab renders it once). */
export const REPEAT_LEGEND_ID = 'repeat-legend';

export interface DrawCardProps {
  draw: AnalyzedDraw;
  /** The draw's state: what it draws beside the number is labelled with its own names. */
  stateCode: string;
  index: number;
  isBoxMode: boolean;
  highlighted: boolean;
  onJump: (index: number) => void;
}

function RepeatBlock({ draw, index, onJump }: Pick<DrawCardProps, 'draw' | 'index' | 'onJump'>) {
  if (!draw.isRepeat) return <span className={classes.nonRepeat}>{t('analysis.nonRepeat')}</span>;
  const last = draw.lastSeenDate === 'LAST';
  return (
    <button
      type="button"
      className={classes.repeat}
      disabled={last}
      onClick={() => onJump(index)}
      aria-describedby={REPEAT_LEGEND_ID}
    >
      {t('analysis.repeat')}{' '}
      {last
        ? t('analysis.lastOccurrence')
        : t('analysis.nonRepeats', { lastSeenDate: draw.lastSeenDate, gap: draw.gap })}
      {!last && <span className="sr-only"> {t('analysis.goToTheOriginal')}</span>}
    </button>
  );
}

function Combinations({ draw }: { draw: AnalyzedDraw }) {
  const combos = draw.straightCombinations.split(',');
  return (
    <span
      className={classes.combos}
      aria-label={t('analysis.straightCombinations', {
        straightCombinations: draw.straightCombinations,
      })}
    >
      {combos.map((combo, i) => (
        <span key={combo}>
          {i > 0 && ','}
          <span className={combo === draw.sortedNumbers ? classes.boxCombo : undefined}>
            {combo}
          </span>
        </span>
      ))}
    </span>
  );
}

export const DrawCard = memo(function DrawCard({
  draw,
  stateCode,
  index,
  isBoxMode,
  highlighted,
  onJump,
}: DrawCardProps) {
  return (
    <article
      id={drawCardId(draw)}
      tabIndex={-1}
      className={classes.card}
      data-highlight={highlighted || undefined}
      aria-label={t('analysis.drawCardLabel', {
        date: draw.date,
        time: draw.timeLabel,
        winner: draw.winner,
      })}
    >
      <div className={classes.meta}>
        <span>{draw.date}</span>
        <span className={classes.session}>{drawTimeShort(draw.draw)}</span>
        {/* The box grid's row and column letters, so a card can be found in the grid and filters. */}
        <span className={classes.coordinate} title={t('analysis.coordinateCodeGridRow')}>
          {/* The trailing space keeps the label apart from the code for screen readers and copied text. */}
          <span className="sr-only">{`${t('analysis.coordinate')} `}</span>
          {draw.coordinate}
        </span>
        {/* Fireball, Wild Ball, Double Draw: shown with the draw, never part of it. */}
        {drawExtrasLabels(stateCode, draw).map((label) => (
          <span key={label} className={classes.extraBall}>
            {label}
          </span>
        ))}
      </div>
      <span className={classes.winner}>{draw.winner}</span>
      <div>
        <RepeatBlock draw={draw} index={index} onJump={onJump} />
      </div>
      {!isBoxMode && <Combinations draw={draw} />}
    </article>
  );
});
