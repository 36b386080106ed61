import { OynaError } from '../../errors/oyna.errors';

/** Odds that no format can express: not a number, or a price the conversion is undefined for. */
export class InvalidOddsError extends OynaError {
  readonly odds: number;
  constructor(odds: number, format: string) {
    super('invalidOdds', `Odds ${odds} cannot be read as ${format} odds`);
    this.name = 'InvalidOddsError';
    this.odds = odds;
  }
}
