import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrations.ts';
import { casinoCategoryList, isCasinoCategoryId } from '../content/casinoCategories.ts';
import { CATALOGUE } from './games.catalogue.ts';
import { GamesRepository, needsCatalogue, seedCatalogue } from './games.repository.ts';
import { PROVIDERS } from './providers.ts';

describe('the casino catalogue', () => {
  it('has about 200 games across the seven providers, each code once and safe in a URL path', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(190);
    expect(new Set(CATALOGUE.map((game) => game.gameCode)).size).toBe(CATALOGUE.length);
    for (const game of CATALOGUE) expect(game.gameCode).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    for (const provider of PROVIDERS) {
      expect(CATALOGUE.filter((game) => game.providerId === provider.id).length, provider.name).toBeGreaterThanOrEqual(20);
    }
  });

  it('has one Aviator, a crash game that is not live', () => {
    const aviators = CATALOGUE.filter((game) => /aviator/i.test(game.name));
    expect(aviators).toEqual([expect.objectContaining({ name: 'Aviator', demo: 'crash', live: false })]);
  });

  it('gives SoftGamings games a system and EveryMatrix games a product, which their launch calls need', () => {
    for (const game of CATALOGUE) {
      expect(game.system !== null, game.name).toBe(game.providerId === 7);
      expect(game.productId !== null, game.name).toBe(game.providerId === 3);
    }
  });

  it('fills every lobby category, lists games only in categories the lobby has, and leaves some without artwork', () => {
    const listed = new Set(CATALOGUE.flatMap((game) => game.categories));
    for (const category of casinoCategoryList('en')) expect(listed.has(category.id as never), category.name).toBe(true);
    for (const id of listed) expect(isCasinoCategoryId(id)).toBe(true);
    const withoutArt = CATALOGUE.filter((game) => !game.hasArt);
    expect(withoutArt.length).toBeGreaterThan(10);
    expect(new Set(withoutArt.map((game) => game.providerId)).size).toBe(7);
  });

  it('is stored once in a new database, searchable the Turkish way', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    expect(needsCatalogue(db)).toBe(true);
    seedCatalogue(db);
    expect(needsCatalogue(db)).toBe(false);
    const games = new GamesRepository(db);
    expect(games.search('ISTANBUL', undefined).map((game) => game.name)).toEqual(['İstanbul Rulet']);
    expect(games.search('sans carki', true).map((game) => game.name)).toEqual(['Şans Çarkı TV']);
    expect(games.search('aviator', false)[0]?.name).toBe('Aviator');
    db.close();
  });
});
