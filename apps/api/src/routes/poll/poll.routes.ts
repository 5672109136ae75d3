// POST /api/poll: defined by the spec's client but not triggered from its screens; stored as sent,
// after validation, with the visitor who answered.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parsePoolId, parseStateCode, poolLabel } from '@pick3/core';
import { pollsRepository } from '@pick3/db';
import { onField } from '../../lib/field-errors.js';
import { PollSchema } from './poll.schemas.js';

const pollRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/poll', { schema: PollSchema }, async (request, reply) => {
    const { pollType, selectedLottoPool, selectedPairsum, state } = request.body;
    const id = await pollsRepository.insert(app.db, {
      pollType,
      selectedLottoPool:
        selectedLottoPool === undefined
          ? null
          : poolLabel(onField('selectedLottoPool', () => parsePoolId(selectedLottoPool))),
      selectedPairsum: selectedPairsum ?? null,
      state: state === undefined ? null : parseStateCode(state),
      visitorId: request.visitorId,
    });
    return reply.code(201).send({ ok: true as const, id });
  });
};

export default pollRoutes;
