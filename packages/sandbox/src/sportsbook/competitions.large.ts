import type { Competition } from './competitions.catalog.ts';
import { REGIONS, type Region } from './regions.catalog.ts';
import { clubNames, esportsNames, pairNames, PEOPLE, playerNames, TOWNS } from './team.names.ts';

/**
 * The large world's further competitions: the lower leagues, other countries' leagues and the
 * tours a real feed carries beside the top ones, so about 2,000 matches can be live at once with
 * every team in one match at a time and no sport over 200. Their teams are made from towns and
 * names (team.names.ts), never the same name twice.
 */

type RegionKey = keyof typeof REGIONS;

/** Club name patterns by sport and country (`{t}`: the town); `other` for the rest. */
const CLUB_PATTERNS: Record<number, Partial<Record<RegionKey | 'other', readonly string[]>>> = {
  1: {
    turkey: ['{t}spor', '{t} Belediyespor', '{t} İdmanyurdu', '{t} Gençlerbirliği', '{t} FK'],
    england: ['{t} Town', '{t} United', '{t} City', '{t} Rovers', '{t} Athletic'],
    spain: ['CD {t}', '{t} CF', 'UD {t}', 'Real {t}', 'SD {t}'],
    italy: ['{t} Calcio', 'US {t}', 'AC {t}', 'SS {t}'],
    germany: ['SV {t}', 'VfB {t}', 'FC {t}', 'SC {t}', 'TSV {t}'],
    france: ['FC {t}', 'AS {t}', 'US {t}', 'Stade {t}', 'Olympique {t}'],
    belgium: ['KV {t}', 'RFC {t}', 'KSV {t}'],
    other: ['FC {t}', 'FK {t}', '{t} FC', 'SK {t}'],
  },
  2: {
    turkey: ['{t} Basketbol', '{t} Belediyesi Basketbol', '{t} Gençlik Basket'],
    spain: ['CB {t}', 'Baloncesto {t}', '{t} Basket'],
    italy: ['Pallacanestro {t}', 'Basket {t}', 'Virtus {t}'],
    germany: ['{t} Baskets', 'BG {t}', '{t} Towers'],
    france: ['{t} Basket', 'JL {t}', 'ÉS {t}'],
    usa: ['{t} Hawks', '{t} Storm', '{t} Stallions', '{t} Comets', '{t} Blaze'],
    australia: ['{t} Hawks', '{t} Storm', '{t} Comets'],
    other: ['BC {t}', 'KK {t}', '{t} Basket'],
  },
  4: {
    usa: ['{t} Ice Dogs', '{t} Bears', '{t} Wolves', '{t} Thunder', '{t} Admirals'],
    australia: ['{t} Ice Dogs', '{t} Bears', '{t} Thunder'],
    sweden: ['{t} IF', '{t} HC', 'IK {t}', '{t} Hockey'],
    finland: ['{t} IF', '{t} HC', 'IK {t}', '{t} Hockey'],
    norway: ['{t} IF', '{t} HC', 'IK {t}', '{t} Hockey'],
    denmark: ['{t} IF', '{t} HC', 'IK {t}', '{t} Hockey'],
    germany: ['EHC {t}', 'EV {t}', '{t} Eisbären', 'SC {t}'],
    switzerland: ['EHC {t}', 'EV {t}', 'SC {t}', 'HC {t}'],
    austria: ['EHC {t}', 'EV {t}', 'SC {t}', 'HC {t}'],
    russia: ['HC {t}', '{t} Hockey', 'Dinamo {t}'],
    other: ['HC {t}', 'HK {t}', '{t} Hockey'],
  },
  5: {
    turkey: ['{t} Voleybol', '{t} Belediyesi Voleybol', '{t} Gençlik Voleybol'],
    italy: ['Volley {t}', 'Pallavolo {t}', '{t} Volley'],
    poland: ['AZS {t}', 'KS {t}', '{t} Siatkówka'],
    brazil: ['{t} Vôlei', 'EC {t} Vôlei'],
    japan: ['{t} Thunders', '{t} Blazers', '{t} Sunbirds'],
    france: ['{t} Volley', 'VB {t}', 'AS {t} Volley'],
    other: ['VC {t}', '{t} Volley', 'VK {t}'],
  },
  7: {
    turkey: ['{t} Hentbol', '{t} Belediyesi Hentbol', '{t} Gençlik Hentbol'],
    germany: ['HSG {t}', 'TV {t}', 'HC {t}', 'SG {t}'],
    switzerland: ['HSG {t}', 'TV {t}', 'HC {t}'],
    austria: ['HSG {t}', 'TV {t}', 'HC {t}'],
    france: ['{t} Handball', 'HBC {t}', 'US {t} Handball'],
    spain: ['BM {t}', 'Balonmano {t}'],
    portugal: ['ABC {t}', 'AD {t}', '{t} Andebol'],
    denmark: ['{t} HK', '{t} Håndbold', 'IF {t}'],
    norway: ['{t} HK', '{t} Håndball', 'IL {t}'],
    sweden: ['{t} HK', 'IK {t}', 'IF {t}'],
    other: ['RK {t}', 'HC {t}', '{t} Handball', 'KS {t}'],
  },
  9: {
    turkey: ['{t} Futsal', '{t} Belediyesi Futsal'],
    spain: ['{t} Futsal', 'FS {t}', 'CD {t} Futsal'],
    portugal: ['{t} Futsal', 'AD {t}', 'SC {t} Futsal'],
    brazil: ['{t} Futsal', 'AD {t}', 'SC {t} Futsal'],
    italy: ['{t} Calcio a 5', 'Futsal {t}'],
    other: ['{t} Futsal', 'MFK {t}', 'FK {t} Futsal'],
  },
  13: {
    turkey: ['{t} Su Topu', '{t} Belediyesi Su Topu'],
    italy: ['RN {t}', 'Pallanuoto {t}', 'CN {t}'],
    spain: ['CN {t}', 'CE {t}'],
    croatia: ['VK {t}', 'HAVK {t}', 'PVK {t}'],
    serbia: ['VK {t}', 'PVK {t}'],
    other: ['VK {t}', '{t} Water Polo', 'SC {t}'],
  },
};

const ESPORTS_SUFFIXES = ['{w} Esports', 'Team {w}', '{w} Gaming', '{w} Club', '{w} Academy'];

/** How a competition's teams are named: clubs of its country, players (or pairs) of some countries, or e-sports teams. */
type Names = { kind: 'clubs' } | { kind: 'players'; from: readonly string[] } | { kind: 'pairs'; from: readonly string[] } | { kind: 'esports' };

interface Spec {
  sportId: number;
  name: string;
  region: RegionKey;
  teams: number;
  names: Names;
}

const clubs = (sportId: number, rows: readonly (readonly [name: string, region: RegionKey, teams: number])[]): Spec[] =>
  rows.map(([name, region, teams]) => ({ sportId, name, region, teams, names: { kind: 'clubs' } }));

const players = (sportId: number, kind: 'players' | 'pairs', rows: readonly (readonly [name: string, region: RegionKey, teams: number, from: readonly string[]])[]): Spec[] =>
  rows.map(([name, region, teams, from]) => ({ sportId, name, region, teams, names: { kind, from } }));

const esports = (rows: readonly (readonly [name: string, region: RegionKey, teams: number])[]): Spec[] =>
  rows.map(([name, region, teams]) => ({ sportId: 6, name, region, teams, names: { kind: 'esports' } }));

const SPECS: readonly Spec[] = [
  ...clubs(1, [
    ['2. Lig Beyaz Grup', 'turkey', 18], ['2. Lig Kırmızı Grup', 'turkey', 18], ['League One', 'england', 24],
    ['Segunda División', 'spain', 22], ['Serie B', 'italy', 20], ['2. Bundesliga', 'germany', 18], ['Ligue 2', 'france', 18],
    ['Challenger Pro League', 'belgium', 12],
  ]),
  ...clubs(2, [
    ['Türkiye Basketbol Ligi', 'turkey', 18], ['Primera FEB', 'spain', 18], ['Lega Basket Serie A', 'italy', 16],
    ['Serie A2', 'italy', 20], ['BBL', 'germany', 18], ['ProA', 'germany', 18], ['LNB Élite', 'france', 16], ['Pro B', 'france', 18],
    ['NBA G League', 'usa', 30], ['Basket League', 'greece', 12], ['ABA Liga', 'serbia', 12], ['PLK', 'poland', 16],
    ['NBL', 'czechia', 12], ['VTB United League', 'russia', 12], ['NBL', 'australia', 10], ['CBA', 'china', 20],
    ['B.League', 'japan', 24], ['KBL', 'korea', 10], ['NBB', 'brazil', 18], ['Liga Nacional', 'argentina', 18],
  ]),
  ...players(3, 'players', [
    ['ITF M25 Antalya', 'turkey', 48, ['turkey', 'russia', 'germany']], ['ITF W35 Antalya', 'turkey', 48, ['turkey', 'russia', 'czechia']],
    ['ITF M15 Monastir', 'world', 48, ['france', 'italy', 'spain']], ['ITF M25 Florida', 'usa', 48, ['usa', 'brazil']],
    ['Challenger Roma', 'italy', 32, ['italy', 'spain', 'france']], ['Challenger Barcelona', 'spain', 32, ['spain', 'brazil']],
    ['ITF W25 Prague', 'czechia', 32, ['czechia', 'poland']], ['Challenger Tokyo', 'japan', 32, ['japan', 'korea', 'china']],
    ['UTR Pro Tennis Series', 'world', 34, ['germany', 'sweden', 'usa']],
  ]),
  ...clubs(4, [
    ['AHL', 'usa', 32], ['ECHL', 'usa', 28], ['SPHL', 'usa', 24], ['NAHL', 'usa', 24], ['DEL', 'germany', 14], ['DEL2', 'germany', 14],
    ['Oberliga', 'germany', 16], ['Liiga', 'finland', 14], ['Mestis', 'finland', 14], ['HockeyAllsvenskan', 'sweden', 14],
    ['Hockeyettan', 'sweden', 16], ['Extraliga', 'czechia', 14], ['Chance Liga', 'czechia', 14], ['Extraliga', 'slovakia', 12],
    ['National League', 'switzerland', 14], ['ICE Hockey League', 'austria', 13], ['Metal Ligaen', 'denmark', 10],
    ['EHL', 'norway', 10], ['VHL', 'russia', 24], ['MHL', 'russia', 10], ['Polska Hokej Liga', 'poland', 10],
    ['Erste Liga', 'hungary', 10], ['Asia League', 'japan', 8], ['AIHL', 'australia', 10],
  ]),
  ...clubs(5, [
    ['Voleybol 1. Ligi', 'turkey', 16], ['Kadınlar Voleybol 1. Ligi', 'turkey', 16], ['Serie A2', 'italy', 14],
    ['Serie A1 Femminile', 'italy', 14], ['PlusLiga', 'poland', 16], ['Tauron Liga', 'poland', 12], ['Superliga', 'brazil', 12],
    ['Superliga Feminina', 'brazil', 12], ['Bundesliga', 'germany', 12], ['Ligue A', 'france', 14], ['Ligue A Féminine', 'france', 14],
    ['Superliga', 'russia', 14], ['SV.League', 'japan', 20], ['V-League', 'korea', 14], ['CVL', 'china', 12],
    ['Volley League', 'greece', 12], ['Extraliga', 'czechia', 12], ['Divizia A1', 'romania', 12], ['Superliga', 'serbia', 10],
    ['Liga Argentina', 'argentina', 12], ['Pro Volleyball Federation', 'usa', 14], ['Superliga', 'spain', 12], ['Liga A', 'belgium', 12],
    ['Mestaruusliiga', 'finland', 10], ['NLA', 'switzerland', 10], ['AVL', 'austria', 10], ['Extraliga', 'hungary', 10],
    ['Superliga', 'croatia', 10],
  ]),
  ...esports([
    ['CCT Europe', 'international', 24], ['CCT South America', 'international', 16], ['ESEA Advanced', 'international', 24],
    ['ESL Challenger League', 'international', 24], ['European Pro League', 'international', 24], ['United21', 'international', 24],
    ['DreamLeague', 'international', 16], ['PGL Wallachia', 'international', 16], ['Dota 2 European Pro League', 'international', 20],
    ['LEC', 'international', 10], ['LCK', 'korea', 10], ['LPL', 'china', 16], ['EMEA Masters', 'international', 24], ['TCL', 'turkey', 10],
    ['VCT Challengers EMEA', 'international', 20], ['VCT Ascension', 'international', 16], ['VCT Challengers Türkiye', 'turkey', 10],
    ['Esports World Cup', 'international', 24], ['BLAST Bounty', 'international', 16], ['Fissure Playground', 'international', 16],
  ]),
  ...clubs(7, [
    ['2. Handball-Bundesliga', 'germany', 18], ['Starligue', 'france', 16], ['Proligue', 'france', 16], ['Liga ASOBAL', 'spain', 16],
    ['Håndboldligaen', 'denmark', 14], ['REMA 1000-ligaen', 'norway', 14], ['Handbollsligan', 'sweden', 14], ['Superliga', 'poland', 14],
    ['NB I', 'hungary', 14], ['Premijer liga', 'croatia', 12], ['Superliga', 'serbia', 12], ['Liga Națională', 'romania', 14],
    ['Andebol 1', 'portugal', 14], ['QHL', 'switzerland', 12], ['HLA', 'austria', 12], ['Extraliga', 'slovakia', 10],
    ['Extraliga', 'czechia', 12], ['Hentbol 1. Ligi', 'turkey', 14], ['Kadınlar Hentbol Süper Ligi', 'turkey', 12],
    ['Handball-Bundesliga Frauen', 'germany', 14], ['Ligue Butagaz Énergie', 'france', 14], ['Kvindeligaen', 'denmark', 14],
    ['Eliteserien Kvinner', 'norway', 12], ['Super League', 'russia', 12], ['A1', 'greece', 10], ['Eredivisie', 'netherlands', 10],
    ['BENE-League', 'belgium', 10], ['SM-liiga', 'finland', 10],
  ]),
  ...players(8, 'players', [
    ['Setka Cup', 'international', 60, ['russia', 'poland']], ['Czech Liga Pro', 'czechia', 60, ['czechia']],
    ['TT Elite Series', 'poland', 60, ['poland', 'germany']], ['WTT Feeder', 'international', 48, ['china', 'japan', 'korea']],
    ['TT Star Series', 'international', 48, ['sweden', 'france', 'germany']], ['Pro League', 'russia', 50, ['russia']],
    ['Liga Pro', 'brazil', 48, ['brazil', 'spain']],
  ]),
  ...clubs(9, [
    ['Primera División', 'spain', 16], ['Segunda División', 'spain', 16], ['LNF', 'brazil', 20], ['Liga Placard', 'portugal', 14],
    ['Serie A', 'italy', 14], ['Superliga', 'russia', 12], ['Futsal Süper Ligi', 'turkey', 12], ['Ekstraklasa', 'poland', 14],
    ['1. liga', 'czechia', 12], ['Prva HMNL', 'croatia', 10], ['Prva liga', 'serbia', 10], ['Extraliga', 'slovakia', 10],
    ['NB I', 'hungary', 12], ['Liga I', 'romania', 10], ['Division 1', 'belgium', 12], ['Eredivisie', 'netherlands', 10],
    ['D1 Futsal', 'france', 12], ['Futsal-Bundesliga', 'germany', 10], ['F.League', 'japan', 12], ['Liga Argentina', 'argentina', 14],
    ['National Futsal Series', 'england', 10], ['Super League', 'greece', 10], ['Futsal-liiga', 'finland', 10],
    ['Futsal Eliteserien', 'norway', 10], ['Svenska Futsalligan', 'sweden', 10], ['Futsal Ligaen', 'denmark', 10],
    ['F-League', 'australia', 10], ['FK League', 'korea', 10], ['CFL', 'china', 10], ['Swiss Futsal Premier League', 'switzerland', 10],
    ['Futsal Bundesliga', 'austria', 10], ['Liga MX Futsal', 'mexico', 10], ['Liga Placard Feminina', 'portugal', 12],
    ['Primera División Femenina', 'spain', 12],
  ]),
  ...players(10, 'players', [
    ['BWF Super 300', 'world', 64, ['china', 'japan', 'korea']], ['BWF International Challenge', 'world', 64, ['spain', 'france', 'germany']],
    ['BWF Super 100', 'world', 64, ['usa', 'brazil', 'poland']], ['Denmark Masters', 'denmark', 48, ['sweden', 'germany']],
    ['Japan International', 'japan', 48, ['japan']], ['Korea Masters', 'korea', 48, ['korea']],
    ['Turkey International', 'turkey', 60, ['turkey', 'russia']],
  ]),
  ...players(12, 'pairs', [
    ['Beach Pro Tour Futures Antalya', 'turkey', 48, ['turkey']], ['Beach Pro Tour Challenge', 'world', 64, ['brazil', 'usa']],
    ['Beach Pro Tour Elite16', 'world', 32, ['italy', 'spain']], ['Beach Pro Tour Futures Warsaw', 'poland', 48, ['poland', 'czechia']],
    ['AVP Tour', 'usa', 48, ['usa']], ['Circuito Brasileiro', 'brazil', 48, ['brazil']], ['German Beach Tour', 'germany', 48, ['germany', 'sweden']],
    ['Futures Tokyo', 'japan', 48, ['japan', 'korea', 'china']],
  ]),
  ...clubs(13, [
    ['Serie A1', 'italy', 14], ['Serie A2', 'italy', 14], ['División de Honor', 'spain', 12], ['A1 Ethniki', 'greece', 12],
    ['OB I', 'hungary', 14], ['Prva liga', 'croatia', 10], ['Prva A liga', 'serbia', 10], ['Su Topu Süper Ligi', 'turkey', 10],
    ['DWL', 'germany', 10], ['Elite', 'france', 12], ['Championship', 'russia', 10], ['Superliga', 'romania', 8],
    ['National League', 'usa', 12], ['AWL', 'australia', 12], ['Eredivisie', 'netherlands', 10], ['Serie A1 Femminile', 'italy', 10],
    ['División de Honor Femenina', 'spain', 10], ['A1 Women', 'greece', 10], ['OB I Women', 'hungary', 10], ['AWL Women', 'australia', 10],
    ['Championship Women', 'russia', 10], ['Prva liga Žene', 'croatia', 10], ['Liga Brasileira', 'brazil', 12],
    ['Liga Nacional', 'argentina', 10], ['Bundesliga', 'austria', 8], ['NLA', 'switzerland', 8], ['Ekstraklasa', 'poland', 10],
    ['Extraliga', 'slovakia', 8], ['Extraliga', 'czechia', 8], ['National League', 'england', 10], ['Division 1', 'belgium', 8],
    ['Primeira Divisão', 'portugal', 8], ['National League Women', 'usa', 10], ['Japan Water Polo League', 'japan', 8],
    ['Chinese Water Polo League', 'china', 10], ['Korea League', 'korea', 8], ['DWL Frauen', 'germany', 8],
    ['Elite Féminine', 'france', 8], ['Eredivisie Vrouwen', 'netherlands', 8], ['Kadınlar Su Topu Ligi', 'turkey', 8],
  ]),
];

/** Where each sport's further competitions take their ids (below 1000; the catalogue's own ids come first). */
const FIRST_ID: Record<number, number> = { 1: 20, 2: 106, 3: 204, 4: 304, 5: 405, 6: 505, 7: 604, 8: 703, 9: 901, 10: 935, 12: 942, 13: 950 };

function nameSource(spec: Spec): Generator<string> {
  const { names } = spec;
  if (names.kind === 'esports') return esportsNames(ESPORTS_SUFFIXES);
  if (names.kind === 'clubs') {
    const patterns = CLUB_PATTERNS[spec.sportId]?.[spec.region] ?? CLUB_PATTERNS[spec.sportId]?.other ?? [];
    return clubNames(TOWNS[spec.region] ?? [], patterns);
  }
  const people = (country: string) => PEOPLE[country] ?? { given: [], family: [] };
  return (function* mixed() {
    const sources = names.from.map((country) => (names.kind === 'pairs' ? pairNames(people(country)) : playerNames(people(country))));
    for (let done = 0; done < sources.length; ) {
      done = 0;
      for (const source of sources) {
        const next = source.next();
        if (next.done) done += 1;
        else yield next.value;
      }
    }
  })();
}

/** Builds the competitions, drawing each one's teams from its source and skipping every name already taken. */
export function largeCompetitions(taken: ReadonlySet<string>): Competition[] {
  const used = new Set(taken);
  const sources = new Map<string, Generator<string>>();
  const nextId = { ...FIRST_ID };
  const sortInRegion = new Map<string, number>();
  return SPECS.map((spec) => {
    const key = spec.names.kind === 'clubs' ? `${spec.sportId}|${spec.region}` : spec.names.kind === 'esports' ? 'esports' : `${spec.names.kind}|${spec.names.from.join()}`;
    let source = sources.get(key);
    if (!source) {
      source = nameSource(spec);
      sources.set(key, source);
    }
    const teams: string[] = [];
    // next() by hand: leaving a for-of early would close the source the next competition goes on with.
    while (teams.length < spec.teams) {
      const next = source.next();
      if (next.done) break;
      if (used.has(next.value)) continue;
      used.add(next.value);
      teams.push(next.value);
    }
    if (teams.length < spec.teams) throw new Error(`not enough names for ${spec.name} (${spec.region})`);
    const id = nextId[spec.sportId] as number;
    nextId[spec.sportId] = id + 1;
    if (id >= 1000) throw new Error(`${spec.name} (${spec.region}) would have id ${id}: event ids need competition ids below 1000`);
    const sortKey = `${spec.sportId}|${spec.region}`;
    const sort = (sortInRegion.get(sortKey) ?? 10) + 1;
    sortInRegion.set(sortKey, sort);
    const region: Region = REGIONS[spec.region];
    return { id, sportId: spec.sportId, name: spec.name, region, sort, perDay: 0, profile: 'allDay', teams };
  });
}
