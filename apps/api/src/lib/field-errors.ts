// Core's parsers name their own parameter (`poolId`, none for dates); a route reports the error on
// the field the client actually sent.
import { isPick3Error, Pick3Error } from '@pick3/core';

/**
 * Runs a core parser; its Pick3Error is re-thrown naming `field`.
 * @example onField('lottoPool', () => parsePoolId(body.lottoPool))
 */
export function onField<T>(field: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (isPick3Error(error))
      throw new Pick3Error(error.code, error.message, { field, cause: error });
    throw error;
  }
}
