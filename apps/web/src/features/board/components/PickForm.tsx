import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { drawTimeWord, playTypesOf, stakesOf, type PrizePlayType } from '@pick3/core';
import type { BoardReply } from '../api/get-board.js';
import { usePutBoardPicks } from '../api/put-board-picks.js';
import { ApiError } from '../../../lib/api-client.js';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format.js';
import { activeLanguage, t } from '../../../i18n/i18n.js';
import { ClientForm } from '../../../components/ClientForm.js';

/** The most picks a player posts for one draw (the contract's BOARD_MAX_PICKS). */
const MAX_PICKS = 10;

interface Row {
  number: string;
  type: PrizePlayType;
  stake: string;
}

/** A new row: a $1 straight, or the state's largest straight stake when it sells no $1 one. */
function newRow(state: string): Row {
  const stakes = stakesOf(state, 'straight');
  return { number: '', type: 'straight', stake: String(stakes.includes(1) ? 1 : stakes.at(-1)) };
}

/** A signed-in player's picks for the next draw open to picks, posted until its sales close. */
export function PickForm({ state, nextDraw }: { state: string; nextDraw: BoardReply['nextDraw'] }) {
  const [name, setName] = useState('');
  const [rows, setRows] = useState<Row[]>(() => [newRow(state)]);
  const put = usePutBoardPicks();
  if (nextDraw === null) return <Text size="sm">{t('board.noOpenDraw')}</Text>;

  const change = (i: number, patch: Partial<Row>) =>
    setRows((all) =>
      all.map((row, j) => {
        if (j !== i) return row;
        const next = { ...row, ...patch };
        const stakes = stakesOf(state, next.type);
        return stakes.includes(Number(next.stake))
          ? next
          : { ...next, stake: String(stakes.at(-1)) };
      }),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    put.mutate({
      state,
      date: nextDraw.date,
      drawTime: nextDraw.drawTime,
      name: name.trim(),
      picks: rows.map((r) => ({ number: r.number.trim(), type: r.type, stake: Number(r.stake) })),
    });
  };
  const error =
    put.error instanceof ApiError
      ? put.error.code === 'PICKS_LOCKED'
        ? t('board.locked')
        : t('board.failed', { message: put.error.message })
      : null;

  return (
    <ClientForm onSubmit={submit} noValidate aria-labelledby="board-post-title">
      <Title order={3} size="h4" id="board-post-title">
        {t('board.postTitle')}
      </Title>
      <Text size="sm" mb="xs">
        {t('board.postFor', {
          drawTime: drawTimeWord(state, nextDraw.drawTime, activeLanguage()),
          date: formatDate(nextDraw.date),
          closesAt: formatDateTime(nextDraw.closesAt),
        })}
      </Text>
      <Stack gap="xs">
        <TextInput
          label={t('board.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={40}
          required
          w={260}
        />
        {rows.map((row, i) => (
          <Group key={i} gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('board.numberN', { n: i + 1 })}
              value={row.number}
              onChange={(e) => change(i, { number: e.currentTarget.value })}
              inputMode="numeric"
              maxLength={3}
              w={100}
            />
            <NativeSelect
              label={t('board.play')}
              data={playTypesOf(state).map((type) => ({
                value: type,
                label: t(`checkNumbers.types.${type}`),
              }))}
              value={row.type}
              onChange={(e) => change(i, { type: e.currentTarget.value as PrizePlayType })}
              w={200}
            />
            <NativeSelect
              label={t('checkNumbers.stake')}
              data={stakesOf(state, row.type).map((s) => ({
                value: String(s),
                label: formatCurrency(s),
              }))}
              value={row.stake}
              onChange={(e) => change(i, { stake: e.currentTarget.value })}
              w={110}
            />
            {rows.length > 1 ? (
              <Button
                variant="subtle"
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                aria-label={t('board.removePick', { n: i + 1 })}
              >
                ×
              </Button>
            ) : null}
          </Group>
        ))}
        <Group gap="sm">
          {rows.length < MAX_PICKS ? (
            <Button variant="default" onClick={() => setRows((all) => [...all, newRow(state)])}>
              {t('board.addPick')}
            </Button>
          ) : null}
          <Button type="submit" loading={put.isPending}>
            {t('board.post')}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {put.isSuccess ? <Text size="sm">{t('board.posted')}</Text> : null}
          {error !== null ? (
            <Text size="sm" c="red.9">
              {error}
            </Text>
          ) : null}
        </div>
      </Stack>
    </ClientForm>
  );
}
