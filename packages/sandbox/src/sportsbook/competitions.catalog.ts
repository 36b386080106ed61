import { REGIONS, type Region } from './regions.catalog.ts';
import { largeCompetitions } from './competitions.large.ts';
import type { WorldSize } from './world.grid.ts';

/** When in the day (UTC) a competition's matches kick off. */
export type KickoffProfile = 'europe' | 'americas' | 'allDay';

export interface Competition {
  /** Stable id, below 1000 (event ids are built from it). */
  id: number;
  sportId: number;
  name: string;
  region: Region;
  sort: number;
  /** Kick-offs a day in the default world. */
  perDay: number;
  profile: KickoffProfile;
  teams: readonly string[];
  /** Period length when the competition differs from its sport (NBA quarters are 12 minutes). */
  periodMinutes?: number;
  /** Listed by sportsbook/popularcompetitions (the spec's Top Leagues). */
  popular?: boolean;
}

const football = (
  id: number, name: string, region: Region, sort: number, perDay: number, teams: readonly string[], extra: Partial<Competition> = {},
): Competition => ({ id, sportId: 1, name, region, sort, perDay, profile: 'europe', teams, ...extra });

const FOOTBALL: readonly Competition[] = [
  football(1, 'Süper Lig', REGIONS.turkey, 1, 6, [
    'Galatasaray', 'Fenerbahçe', 'Beşiktaş', 'Trabzonspor', 'İstanbul Başakşehir', 'Kasımpaşa', 'Samsunspor', 'Göztepe',
    'Eyüpspor', 'Antalyaspor', 'Konyaspor', 'Alanyaspor', 'Kayserispor', 'Gaziantep FK', 'Çaykur Rizespor', 'Kocaelispor',
    'Gençlerbirliği', 'Fatih Karagümrük',
  ]),
  football(2, '1. Lig', REGIONS.turkey, 2, 5, [
    'İstanbulspor', 'Sakaryaspor', 'Bandırmaspor', 'Erzurumspor FK', 'Pendikspor', 'Boluspor', 'Manisa FK', 'Sivasspor',
    'Hatayspor', 'Adana Demirspor', 'Amedspor', 'Keçiörengücü', 'Iğdır FK', 'Ümraniyespor', 'Esenler Erokspor', 'Sarıyer',
  ]),
  football(3, 'Premier League', REGIONS.england, 1, 6, [
    'Arsenal', 'Manchester City', 'Liverpool', 'Chelsea', 'Manchester United', 'Tottenham Hotspur', 'Newcastle United',
    'Aston Villa', 'Brighton & Hove Albion', 'West Ham United', 'Crystal Palace', 'Fulham', 'Brentford', 'Everton',
    'Nottingham Forest', 'Wolverhampton Wanderers', 'Bournemouth', 'Leeds United', 'Burnley', 'Sunderland',
  ], { popular: true }),
  football(4, 'Championship', REGIONS.england, 2, 5, [
    'Leicester City', 'Southampton', 'Ipswich Town', 'Sheffield United', 'Middlesbrough', 'Norwich City', 'Coventry City',
    'West Bromwich Albion', 'Hull City', 'Stoke City', 'Watford', 'Millwall', 'Derby County', 'Swansea City',
    'Preston North End', 'Bristol City',
  ]),
  football(5, 'La Liga', REGIONS.spain, 1, 6, [
    'Real Madrid', 'Barcelona', 'Atlético Madrid', 'Athletic Club', 'Real Sociedad', 'Villarreal', 'Real Betis', 'Sevilla',
    'Valencia', 'Girona', 'Celta Vigo', 'Osasuna', 'Getafe', 'Rayo Vallecano', 'Mallorca', 'Alavés', 'Espanyol', 'Elche',
    'Levante', 'Real Oviedo',
  ], { popular: true }),
  football(6, 'Serie A', REGIONS.italy, 1, 6, [
    'Inter', 'Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina', 'Bologna', 'Torino', 'Udinese',
    'Genoa', 'Como', 'Cagliari', 'Lecce', 'Parma', 'Verona', 'Sassuolo', 'Cremonese', 'Pisa',
  ], { popular: true }),
  football(7, 'Super League', REGIONS.greece, 1, 4, [
    'Olympiacos', 'Panathinaikos', 'AEK Athens', 'PAOK', 'Aris Thessaloniki', 'Asteras Tripolis', 'OFI Crete', 'Atromitos',
    'Volos', 'Panetolikos', 'Levadiakos', 'Kifisia', 'Larissa', 'Panserraikos',
  ], { popular: true }),
  football(8, 'Ligue 1', REGIONS.france, 1, 5, [
    'Paris Saint-Germain', 'Marseille', 'Monaco', 'Lille', 'Lyon', 'Nice', 'Lens', 'Rennes', 'Strasbourg', 'Nantes',
    'Toulouse', 'Brest', 'Auxerre', 'Angers', 'Le Havre', 'Lorient', 'Metz', 'Paris FC',
  ], { popular: true }),
  football(9, 'Bundesliga', REGIONS.germany, 1, 5, [
    'Bayern München', 'Borussia Dortmund', 'Bayer Leverkusen', 'RB Leipzig', 'Eintracht Frankfurt', 'VfB Stuttgart',
    'SC Freiburg', 'VfL Wolfsburg', 'Borussia Mönchengladbach', 'Werder Bremen', '1. FC Union Berlin', 'TSG Hoffenheim',
    'Mainz 05', 'FC Augsburg', '1. FC Köln', 'Hamburger SV', 'FC St. Pauli', '1. FC Heidenheim',
  ], { popular: true }),
  football(10, 'Liga Portuguesa', REGIONS.portugal, 1, 4, [
    'Benfica', 'Porto', 'Sporting CP', 'Braga', 'Vitória de Guimarães', 'Famalicão', 'Gil Vicente', 'Moreirense',
    'Rio Ave', 'Estoril', 'Casa Pia', 'Arouca', 'Santa Clara', 'Nacional', 'Estrela da Amadora', 'Tondela',
  ], { popular: true }),
  football(11, 'Champions League', REGIONS.europe, 1, 4, [
    'Real Madrid', 'Barcelona', 'Bayern München', 'Manchester City', 'Liverpool', 'Arsenal', 'Paris Saint-Germain',
    'Inter', 'Juventus', 'Borussia Dortmund', 'Galatasaray', 'Benfica', 'Atlético Madrid', 'Napoli', 'Club Brugge',
    'PSV Eindhoven', 'Ajax', 'Sporting CP',
  ], { popular: true }),
  football(12, 'Europa League', REGIONS.europe, 2, 4, [
    'Fenerbahçe', 'Roma', 'Lazio', 'Porto', 'Aston Villa', 'Lyon', 'Real Betis', 'Olympiacos', 'PAOK', 'Celtic',
    'Rangers', 'Feyenoord', 'Ferencváros', 'Braga', 'Nottingham Forest', 'Midtjylland',
  ], { popular: true }),
  football(13, 'Conference League', REGIONS.europe, 3, 4, [
    'İstanbul Başakşehir', 'Samsunspor', 'AEK Athens', 'Fiorentina', 'Crystal Palace', 'Rayo Vallecano', 'Mainz 05',
    'Strasbourg', 'Shakhtar Donetsk', 'Legia Warszawa', 'Sparta Praha', 'Rapid Wien', 'Lech Poznań', 'Celje',
  ], { popular: true }),
  football(14, 'Eredivisie', REGIONS.netherlands, 1, 4, [
    'Ajax', 'PSV Eindhoven', 'Feyenoord', 'AZ Alkmaar', 'FC Twente', 'FC Utrecht', 'NEC Nijmegen', 'Go Ahead Eagles',
    'Sparta Rotterdam', 'Heerenveen', 'Fortuna Sittard', 'Groningen',
  ]),
  football(15, 'Premiership', REGIONS.scotland, 1, 3, [
    'Celtic', 'Rangers', 'Hearts', 'Hibernian', 'Aberdeen', 'Motherwell', 'Dundee United', 'St Mirren', 'Kilmarnock',
    'Dundee', 'Livingston', 'Falkirk',
  ]),
  football(16, 'Série A', REGIONS.brazil, 1, 5, [
    'Flamengo', 'Palmeiras', 'Corinthians', 'São Paulo', 'Santos', 'Fluminense', 'Botafogo', 'Grêmio', 'Internacional',
    'Atlético Mineiro', 'Cruzeiro', 'Vasco da Gama', 'Bahia', 'Fortaleza',
  ], { profile: 'americas' }),
  football(17, 'Liga Profesional', REGIONS.argentina, 1, 5, [
    'River Plate', 'Boca Juniors', 'Racing Club', 'Independiente', 'San Lorenzo', 'Estudiantes', 'Vélez Sarsfield',
    'Talleres', 'Rosario Central', 'Lanús', 'Argentinos Juniors', 'Huracán',
  ], { profile: 'americas' }),
  football(18, 'MLS', REGIONS.usa, 1, 5, [
    'Inter Miami', 'LA Galaxy', 'Los Angeles FC', 'Seattle Sounders', 'Columbus Crew', 'Atlanta United',
    'New York Red Bulls', 'Orlando City', 'FC Cincinnati', 'Philadelphia Union', 'Nashville SC', 'Austin FC',
  ], { profile: 'americas' }),
];

const other = (
  id: number, sportId: number, name: string, region: Region, sort: number, perDay: number, profile: KickoffProfile,
  teams: readonly string[], extra: Partial<Competition> = {},
): Competition => ({ id, sportId, name, region, sort, perDay, profile, teams, ...extra });

const BASKETBALL: readonly Competition[] = [
  other(101, 2, 'NBA', REGIONS.usa, 1, 8, 'americas', [
    'Boston Celtics', 'Los Angeles Lakers', 'Golden State Warriors', 'Denver Nuggets', 'Milwaukee Bucks', 'Miami Heat',
    'Phoenix Suns', 'Dallas Mavericks', 'Philadelphia 76ers', 'New York Knicks', 'Oklahoma City Thunder',
    'Minnesota Timberwolves', 'Cleveland Cavaliers', 'Sacramento Kings', 'Indiana Pacers', 'Orlando Magic',
    'Houston Rockets', 'San Antonio Spurs', 'Memphis Grizzlies', 'Chicago Bulls',
  ], { periodMinutes: 12, popular: true }),
  other(102, 2, 'EuroLeague', REGIONS.europe, 1, 5, 'europe', [
    'Anadolu Efes', 'Fenerbahçe Beko', 'Real Madrid', 'Barcelona', 'Olympiacos', 'Panathinaikos', 'Žalgiris', 'Monaco',
    'Partizan', 'Crvena zvezda', 'Maccabi Tel Aviv', 'Bayern München', 'Virtus Bologna', 'Baskonia', 'Olimpia Milano',
    'ASVEL',
  ]),
  other(103, 2, 'Basketbol Süper Ligi', REGIONS.turkey, 1, 5, 'europe', [
    'Anadolu Efes', 'Fenerbahçe Beko', 'Beşiktaş', 'Galatasaray', 'Türk Telekom', 'Karşıyaka', 'Bahçeşehir Koleji',
    'Tofaş', 'Darüşşafaka', 'Petkim Spor', 'Manisa Basket', 'Büyükçekmece Basketbol', 'Mersin Spor', 'Trabzonspor',
  ]),
  other(104, 2, 'EuroCup', REGIONS.europe, 2, 4, 'europe', [
    'Türk Telekom', 'Bahçeşehir Koleji', 'Hapoel Tel Aviv', 'Valencia Basket', 'Joventut', 'Cedevita Olimpija',
    'ratiopharm Ulm', 'Trento', 'Manisa Basket', 'Hamburg Towers',
  ]),
  other(105, 2, 'ACB', REGIONS.spain, 1, 4, 'europe', [
    'Real Madrid', 'Barcelona', 'Valencia Basket', 'Unicaja', 'Baskonia', 'Gran Canaria', 'Joventut', 'Tenerife',
    'UCAM Murcia', 'Bilbao Basket',
  ]),
];

const TENNIS: readonly Competition[] = [
  other(201, 3, 'ATP Tour', REGIONS.world, 1, 8, 'allDay', [
    'Jannik Sinner', 'Carlos Alcaraz', 'Alexander Zverev', 'Novak Djokovic', 'Taylor Fritz', 'Daniil Medvedev',
    'Casper Ruud', 'Alex de Minaur', 'Holger Rune', 'Stefanos Tsitsipas', 'Andrey Rublev', 'Tommy Paul', 'Ben Shelton',
    'Lorenzo Musetti', 'Jack Draper', 'Frances Tiafoe',
  ]),
  other(202, 3, 'WTA Tour', REGIONS.world, 2, 8, 'allDay', [
    'Aryna Sabalenka', 'Iga Świątek', 'Coco Gauff', 'Jessica Pegula', 'Elena Rybakina', 'Jasmine Paolini', 'Qinwen Zheng',
    'Madison Keys', 'Mirra Andreeva', 'Emma Navarro', 'Daria Kasatkina', 'Paula Badosa', 'Zeynep Sönmez',
    'Elina Svitolina',
  ]),
  other(203, 3, 'Challenger İstanbul', REGIONS.turkey, 1, 6, 'europe', [
    'Cem İlkel', 'Altuğ Çelikbilek', 'Ergi Kırkın', 'Yankı Erel', 'Marsel İlhan', 'Koray Kırcı', 'Luca Nardi',
    'Dalibor Svrčina', 'Vít Kopřiva', 'Elmer Møller', 'Nicolas Moreno de Alboran', 'Bu Yunchaokete',
  ]),
];

const ICE_HOCKEY: readonly Competition[] = [
  other(301, 4, 'NHL', REGIONS.usa, 1, 6, 'americas', [
    'Edmonton Oilers', 'Florida Panthers', 'New York Rangers', 'Dallas Stars', 'Colorado Avalanche', 'Boston Bruins',
    'Toronto Maple Leafs', 'Vegas Golden Knights', 'Carolina Hurricanes', 'Winnipeg Jets', 'Tampa Bay Lightning',
    'Vancouver Canucks',
  ]),
  other(302, 4, 'KHL', REGIONS.russia, 1, 4, 'europe', [
    'CSKA Moscow', 'SKA St. Petersburg', 'Ak Bars Kazan', 'Metallurg Magnitogorsk', 'Avangard Omsk', 'Lokomotiv Yaroslavl',
    'Dynamo Moscow', 'Traktor Chelyabinsk',
  ]),
  other(303, 4, 'SHL', REGIONS.sweden, 1, 4, 'europe', [
    'Färjestad BK', 'Frölunda HC', 'Skellefteå AIK', 'Luleå HF', 'Växjö Lakers', 'Rögle BK', 'Djurgårdens IF', 'HV71',
  ]),
];

const VOLLEYBALL: readonly Competition[] = [
  other(401, 5, 'Sultanlar Ligi', REGIONS.turkey, 1, 5, 'europe', [
    'VakıfBank', 'Fenerbahçe Medicana', 'Eczacıbaşı Dynavit', 'Galatasaray Daikin', 'Türk Hava Yolları',
    'Nilüfer Belediyespor', 'Aras Kargo', 'Kuzeyboru', 'Beşiktaş', 'İlbank', 'Göztepe', 'Bahçelievler Belediyesi',
  ]),
  other(402, 5, 'Efeler Ligi', REGIONS.turkey, 2, 4, 'europe', [
    'Halkbank', 'Ziraat Bankkart', 'Fenerbahçe', 'Arkas Spor', 'Galatasaray HDI Sigorta', 'Spor Toto',
    'Akkuş Belediyespor', 'Cizre Belediyespor', 'Alanya Belediyespor', 'Bursa Büyükşehir Belediyespor',
  ]),
  other(403, 5, 'SuperLega', REGIONS.italy, 1, 4, 'europe', [
    'Sir Safety Perugia', 'Itas Trentino', 'Cucine Lube Civitanova', 'Allianz Milano', 'Gas Sales Piacenza',
    'Rana Verona', 'Valsa Group Modena', 'Vero Volley Monza',
  ]),
  other(404, 5, 'CEV Champions League', REGIONS.europe, 1, 3, 'europe', [
    'VakıfBank', 'Eczacıbaşı Dynavit', 'Fenerbahçe Medicana', 'Imoco Volley Conegliano', 'Vero Volley Milano',
    'Savino Del Bene Scandicci', 'Chemik Police', 'ŁKS Łódź',
  ]),
];

const ESPORTS: readonly Competition[] = [
  other(501, 6, 'ESL Pro League', REGIONS.international, 1, 10, 'allDay', [
    'Natus Vincere', 'FaZe Clan', 'Team Vitality', 'G2 Esports', 'Team Spirit', 'MOUZ', 'Eternal Fire', 'Heroic',
    'Astralis', 'Team Liquid', 'Complexity', 'FURIA', 'Virtus.pro', 'The MongolZ',
  ]),
  other(502, 6, 'BLAST Premier', REGIONS.international, 2, 8, 'allDay', [
    'Team Vitality', 'Natus Vincere', 'G2 Esports', 'FaZe Clan', 'MOUZ', 'Team Spirit', 'Eternal Fire', 'Aurora',
    'paiN Gaming', 'Falcons', 'Ninjas in Pyjamas', 'BIG',
  ]),
  other(503, 6, 'VALORANT Champions Tour', REGIONS.international, 3, 8, 'allDay', [
    'Fnatic', 'Sentinels', 'Paper Rex', 'FUT Esports', 'BBL Esports', 'Team Heretics', 'Gen.G', 'EDward Gaming', 'LOUD',
    'Team Liquid', 'DRX', '100 Thieves',
  ]),
  // Round the clock, so an İstanbul team is live most of the time (the live search has something to find).
  other(504, 6, 'Şampiyonluk Ligi', REGIONS.turkey, 1, 16, 'allDay', [
    'İstanbul Wildcats', 'FUT Esports', 'BBL Esports', 'Galakticos', 'Papara SuperMassive', 'Eternal Fire',
    'Fire Flux Esports', 'Beşiktaş Esports',
  ]),
];

const HANDBALL: readonly Competition[] = [
  other(601, 7, 'EHF Champions League', REGIONS.europe, 1, 4, 'europe', [
    'THW Kiel', 'SC Magdeburg', 'Barça', 'Paris Saint-Germain', 'Aalborg Håndbold', 'Veszprém', 'Füchse Berlin',
    'Industria Kielce', 'Sporting CP', 'Pick Szeged', 'HBC Nantes', 'Orlen Wisła Płock',
  ]),
  other(602, 7, 'Hentbol Süper Ligi', REGIONS.turkey, 1, 4, 'europe', [
    'Beşiktaş', 'Spor Toto', 'Nilüfer Belediyespor', 'Göztepe', 'Sakarya Büyükşehir Belediyespor', 'Ankara Yenimahalle',
    'Köyceğiz Belediyespor', 'İzmir Büyükşehir Belediyespor', 'İstanbul Büyükşehir Belediyespor',
  ]),
  other(603, 7, 'Handball-Bundesliga', REGIONS.germany, 1, 4, 'europe', [
    'THW Kiel', 'SC Magdeburg', 'Füchse Berlin', 'SG Flensburg-Handewitt', 'Rhein-Neckar Löwen', 'MT Melsungen',
    'TSV Hannover-Burgdorf', 'HSV Hamburg',
  ]),
];

const TABLE_TENNIS: readonly Competition[] = [
  other(701, 8, 'WTT Contender', REGIONS.international, 1, 12, 'allDay', [
    'Fan Zhendong', 'Wang Chuqin', 'Lin Shidong', 'Tomokazu Harimoto', 'Hugo Calderano', 'Truls Möregård', 'Félix Lebrun',
    'Alexis Lebrun', 'Dang Qiu', 'Lin Yun-Ju', 'Darko Jorgić', 'Ibrahim Gündüz',
  ]),
  other(702, 8, 'TT Cup', REGIONS.czechia, 1, 16, 'allDay', [
    'Jakub Novák', 'Petr Svoboda', 'Tomáš Dvořák', 'Martin Černý', 'Lukáš Procházka', 'Ondřej Kučera', 'Jan Veselý',
    'Pavel Horák', 'Michal Němec', 'Radek Pospíšil',
  ]),
];

const ESOCCER: readonly Competition[] = [
  other(801, 11, 'eSoccer Battle - 12 mins', REGIONS.international, 1, 48, 'allDay', [
    'Galatasaray (Kerem)', 'Fenerbahçe (Emre)', 'Real Madrid (Nikolay)', 'Barcelona (Alex)', 'Liverpool (Vlad)',
    'Manchester City (Petr)', 'Bayern München (Ivan)', 'Juventus (Marco)', 'Paris Saint-Germain (Luka)', 'Arsenal (Kevin)',
  ]),
];

const EBASKETBALL: readonly Competition[] = [
  other(851, 35, 'Ebasketball H2H GG League - 4x5mins', REGIONS.international, 1, 48, 'allDay', [
    'Los Angeles Lakers (Kodak)', 'Boston Celtics (Sheva)', 'Golden State Warriors (Ronin)', 'Miami Heat (Luka)',
    'Denver Nuggets (Titan)', 'Milwaukee Bucks (Hawk)', 'Phoenix Suns (Ghost)', 'Dallas Mavericks (Flex)',
  ]),
];

/** Every competition of the world. */
export const COMPETITIONS: readonly Competition[] = [
  ...FOOTBALL, ...BASKETBALL, ...TENNIS, ...ICE_HOCKEY, ...VOLLEYBALL, ...ESPORTS, ...HANDBALL, ...TABLE_TENNIS,
  ...ESOCCER, ...EBASKETBALL,
];

/** The large world's further leagues and tours (their teams never reuse a name of the ones above). */
const LARGE_ONLY: readonly Competition[] = largeCompetitions(new Set(COMPETITIONS.flatMap((competition) => competition.teams)));

/** Every competition the feed knows: the default world's and the large world's further ones. */
export const ALL_COMPETITIONS: readonly Competition[] = [...COMPETITIONS, ...LARGE_ONLY];

/** The competitions a world of this size plays. */
export const competitionsOf = (size: WorldSize): readonly Competition[] => (size === 'large' ? ALL_COMPETITIONS : COMPETITIONS);

const byId = new Map(ALL_COMPETITIONS.map((competition) => [competition.id, competition]));

export const competitionById = (id: number): Competition | undefined => byId.get(id);

/** The spec's Top Leagues, in its order. */
export const POPULAR_COMPETITION_IDS: readonly number[] = [3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 101];
