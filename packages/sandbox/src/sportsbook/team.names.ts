/**
 * Names for the large world's lower leagues and tours: clubs from a country's towns, players from
 * its given and family names. Made once, in a fixed order, so they are the same on every start.
 */

/** Towns clubs are named after, by country (region key). */
export const TOWNS: Readonly<Record<string, readonly string[]>> = {
  turkey: [
    'Afyon', 'Aksaray', 'Amasya', 'Artvin', 'Aydın', 'Balıkesir', 'Bartın', 'Batman', 'Bayburt', 'Bilecik', 'Bingöl',
    'Bitlis', 'Bolu', 'Burdur', 'Çanakkale', 'Çankırı', 'Çorum', 'Denizli', 'Diyarbakır', 'Düzce', 'Edirne', 'Elazığ',
    'Erzincan', 'Eskişehir', 'Giresun', 'Gümüşhane', 'Isparta', 'Kahramanmaraş', 'Karabük', 'Karaman', 'Kars',
    'Kastamonu', 'Kırıkkale', 'Kırklareli', 'Kırşehir', 'Kilis', 'Kütahya', 'Malatya', 'Mardin', 'Muğla', 'Muş',
    'Nevşehir', 'Niğde', 'Ordu', 'Osmaniye', 'Siirt', 'Sinop', 'Şanlıurfa', 'Tekirdağ', 'Tokat', 'Uşak', 'Van',
    'Yalova', 'Yozgat', 'Zonguldak', 'Ağrı', 'Ardahan', 'Hakkari', 'Iğdır', 'Şırnak', 'Tunceli', 'Adıyaman',
    'Düzköy', 'Bafra', 'Ereğli', 'Fethiye', 'Bodrum', 'Alaşehir', 'Turgutlu', 'Nazilli', 'Söke', 'Ödemiş',
  ],
  england: [
    'Barnsley', 'Blackpool', 'Bolton', 'Bradford', 'Burton', 'Cambridge', 'Carlisle', 'Cheltenham', 'Chesterfield',
    'Colchester', 'Crawley', 'Crewe', 'Doncaster', 'Exeter', 'Gillingham', 'Grimsby', 'Harrogate', 'Huddersfield',
    'Lincoln', 'Mansfield', 'Northampton', 'Oxford', 'Peterborough', 'Plymouth', 'Reading', 'Rotherham', 'Salford',
    'Shrewsbury', 'Stevenage', 'Stockport', 'Swindon', 'Walsall', 'Wigan', 'Wrexham', 'Wycombe', 'York', 'Yeovil',
    'Bath', 'Chester', 'Gateshead', 'Halifax', 'Maidstone', 'Aldershot', 'Woking', 'Dover', 'Hereford', 'Kidderminster',
  ],
  scotland: ['Ayr', 'Dunfermline', 'Greenock', 'Inverness', 'Paisley', 'Perth', 'Stirling', 'Dumfries', 'Arbroath', 'Montrose', 'Peterhead', 'Elgin'],
  spain: [
    'Albacete', 'Almería', 'Burgos', 'Cádiz', 'Cartagena', 'Castellón', 'Córdoba', 'Eibar', 'Gijón', 'Granada',
    'Huesca', 'Las Palmas', 'Leganés', 'Málaga', 'Mirandés', 'Santander', 'Tenerife', 'Valladolid', 'Zaragoza',
    'Badajoz', 'Cáceres', 'Jaén', 'Lleida', 'Logroño', 'Murcia', 'Ourense', 'Palencia', 'Salamanca', 'Segovia',
    'Soria', 'Tarragona', 'Toledo', 'Vigo', 'Alicante', 'Lugo', 'Ferrol', 'Ponferrada', 'Algeciras',
  ],
  italy: [
    'Bari', 'Brescia', 'Catanzaro', 'Cesena', 'Cittadella', 'Cosenza', 'Frosinone', 'Modena', 'Palermo', 'Reggiana',
    'Salerno', 'Sampdoria', 'Spezia', 'Südtirol', 'Ternana', 'Venezia', 'Ascoli', 'Benevento', 'Perugia', 'Pescara',
    'Padova', 'Vicenza', 'Trieste', 'Ancona', 'Livorno', 'Lucca', 'Novara', 'Piacenza', 'Rimini', 'Siena', 'Taranto',
    'Trento', 'Treviso', 'Varese', 'Latina', 'Foggia', 'Avellino', 'Potenza', 'Messina', 'Catania',
  ],
  germany: [
    'Bielefeld', 'Braunschweig', 'Darmstadt', 'Düsseldorf', 'Elversberg', 'Fürth', 'Hannover', 'Kaiserslautern',
    'Karlsruhe', 'Magdeburg', 'Münster', 'Nürnberg', 'Paderborn', 'Regensburg', 'Rostock', 'Aachen', 'Dresden',
    'Essen', 'Ingolstadt', 'Mannheim', 'Osnabrück', 'Saarbrücken', 'Ulm', 'Wiesbaden', 'Zwickau', 'Halle',
    'Erfurt', 'Jena', 'Kassel', 'Kiel', 'Lübeck', 'Oldenburg', 'Siegen', 'Trier', 'Würzburg', 'Göttingen',
  ],
  france: [
    'Ajaccio', 'Amiens', 'Annecy', 'Bastia', 'Bordeaux', 'Caen', 'Clermont', 'Dunkerque', 'Grenoble', 'Guingamp',
    'Laval', 'Pau', 'Quevilly', 'Rodez', 'Troyes', 'Valenciennes', 'Sochaux', 'Nancy', 'Niort', 'Orléans', 'Dijon',
    'Besançon', 'Limoges', 'Nîmes', 'Avignon', 'Poitiers', 'Tours', 'Chambéry', 'Montpellier', 'Perpignan', 'Brive',
    'Cholet', 'Chartres', 'Rouen', 'Reims', 'Metz',
  ],
  greece: ['Patras', 'Heraklion', 'Larissa', 'Ioannina', 'Kalamata', 'Chania', 'Kavala', 'Xanthi', 'Veria', 'Trikala', 'Lamia', 'Serres', 'Drama', 'Rhodes'],
  portugal: ['Aveiro', 'Coimbra', 'Leiria', 'Setúbal', 'Viseu', 'Faro', 'Covilhã', 'Penafiel', 'Feirense', 'Mafra', 'Chaves', 'Oliveirense', 'Torreense', 'Portimão'],
  netherlands: ['Almere', 'Breda', 'Den Bosch', 'Dordrecht', 'Eindhoven', 'Emmen', 'Helmond', 'Maastricht', 'Roda', 'Venlo', 'Zwolle', 'Deventer', 'Leeuwarden', 'Haarlem'],
  belgium: ['Antwerp', 'Beveren', 'Charleroi', 'Dender', 'Eupen', 'Genk', 'Gent', 'Kortrijk', 'Leuven', 'Lier', 'Lokeren', 'Mechelen', 'Mons', 'Ostend', 'Seraing', 'Westerlo', 'Zulte', 'Namur'],
  austria: ['Altach', 'Graz', 'Hartberg', 'Klagenfurt', 'Linz', 'Ried', 'Salzburg', 'Innsbruck', 'Wolfsberg', 'Villach', 'Kapfenberg', 'Steyr', 'Dornbirn', 'Bregenz'],
  switzerland: ['Aarau', 'Basel', 'Bern', 'Biel', 'Lausanne', 'Lugano', 'Luzern', 'Schaffhausen', 'Sion', 'St. Gallen', 'Thun', 'Winterthur', 'Zug', 'Chur'],
  poland: ['Białystok', 'Bydgoszcz', 'Częstochowa', 'Gdańsk', 'Gliwice', 'Katowice', 'Kielce', 'Kraków', 'Lublin', 'Łódź', 'Olsztyn', 'Opole', 'Płock', 'Radom', 'Rzeszów', 'Szczecin', 'Tarnów', 'Toruń', 'Wrocław', 'Zabrze'],
  czechia: ['Brno', 'Hradec Králové', 'Jablonec', 'Karviná', 'Liberec', 'Mladá Boleslav', 'Olomouc', 'Ostrava', 'Pardubice', 'Plzeň', 'Teplice', 'Zlín', 'Jihlava', 'Opava', 'Kladno', 'Třinec'],
  slovakia: ['Bratislava', 'Košice', 'Nitra', 'Prešov', 'Trenčín', 'Trnava', 'Žilina', 'Zvolen', 'Poprad', 'Michalovce', 'Martin', 'Skalica'],
  denmark: ['Aalborg', 'Aarhus', 'Brøndby', 'Esbjerg', 'Horsens', 'Odense', 'Randers', 'Silkeborg', 'Vejle', 'Viborg', 'Herning', 'Fredericia', 'Kolding', 'Holstebro'],
  norway: ['Bodø', 'Bergen', 'Drammen', 'Haugesund', 'Kristiansand', 'Lillehammer', 'Molde', 'Sandefjord', 'Stavanger', 'Tromsø', 'Trondheim', 'Fredrikstad', 'Sarpsborg', 'Hamar'],
  sweden: ['Borås', 'Gävle', 'Halmstad', 'Helsingborg', 'Jönköping', 'Kalmar', 'Karlstad', 'Linköping', 'Luleå', 'Malmö', 'Norrköping', 'Örebro', 'Sundsvall', 'Umeå', 'Uppsala', 'Västerås', 'Växjö', 'Skövde'],
  finland: ['Espoo', 'Helsinki', 'Hämeenlinna', 'Joensuu', 'Jyväskylä', 'Kuopio', 'Lahti', 'Oulu', 'Pori', 'Rauma', 'Tampere', 'Turku', 'Vaasa', 'Seinäjoki'],
  russia: ['Kazan', 'Samara', 'Rostov', 'Krasnodar', 'Sochi', 'Voronezh', 'Tula', 'Perm', 'Ufa', 'Omsk', 'Novosibirsk', 'Yekaterinburg', 'Saratov', 'Orenburg', 'Tver', 'Yaroslavl'],
  croatia: ['Split', 'Rijeka', 'Osijek', 'Zadar', 'Varaždin', 'Šibenik', 'Pula', 'Karlovac', 'Sisak', 'Dubrovnik', 'Vukovar', 'Koprivnica'],
  serbia: ['Novi Sad', 'Niš', 'Kragujevac', 'Subotica', 'Čačak', 'Kraljevo', 'Zrenjanin', 'Pančevo', 'Šabac', 'Valjevo', 'Vršac', 'Sombor'],
  hungary: ['Debrecen', 'Győr', 'Kecskemét', 'Miskolc', 'Nyíregyháza', 'Pécs', 'Szeged', 'Szolnok', 'Székesfehérvár', 'Szombathely', 'Tatabánya', 'Zalaegerszeg', 'Kaposvár', 'Sopron'],
  romania: ['Arad', 'Brașov', 'Cluj', 'Constanța', 'Craiova', 'Galați', 'Iași', 'Oradea', 'Pitești', 'Ploiești', 'Sibiu', 'Timișoara', 'Bacău', 'Suceava'],
  usa: [
    'Albany', 'Austin', 'Baltimore', 'Birmingham', 'Boise', 'Buffalo', 'Charlotte', 'Cincinnati', 'Columbus', 'Des Moines',
    'El Paso', 'Fresno', 'Hartford', 'Indianapolis', 'Jacksonville', 'Kansas City', 'Las Vegas', 'Louisville', 'Memphis',
    'Milwaukee', 'Nashville', 'Oakland', 'Omaha', 'Orlando', 'Pittsburgh', 'Portland', 'Providence', 'Raleigh', 'Reno',
    'Richmond', 'Rochester', 'Sacramento', 'San Diego', 'Spokane', 'Tacoma', 'Tampa', 'Tucson', 'Tulsa', 'Wichita',
  ],
  brazil: ['Belém', 'Campinas', 'Cuiabá', 'Curitiba', 'Florianópolis', 'Goiânia', 'Juiz de Fora', 'Londrina', 'Maceió', 'Manaus', 'Natal', 'Recife', 'Ribeirão Preto', 'Salvador', 'São Luís', 'Sorocaba', 'Teresina', 'Vitória'],
  argentina: ['Córdoba', 'La Plata', 'Mar del Plata', 'Mendoza', 'Rosario', 'Salta', 'San Juan', 'Santa Fe', 'Tucumán', 'Bahía Blanca', 'Paraná', 'Jujuy'],
  mexico: ['Aguascalientes', 'Cancún', 'Chihuahua', 'Culiacán', 'Guadalajara', 'Hermosillo', 'León', 'Mazatlán', 'Mérida', 'Morelia', 'Oaxaca', 'Puebla', 'Querétaro', 'Saltillo', 'Tijuana', 'Veracruz'],
  japan: ['Sapporo', 'Sendai', 'Niigata', 'Kashima', 'Urawa', 'Chiba', 'Yokohama', 'Kawasaki', 'Shimizu', 'Nagoya', 'Kyoto', 'Osaka', 'Kobe', 'Hiroshima', 'Fukuoka', 'Kagoshima', 'Okayama', 'Matsumoto'],
  korea: ['Seoul', 'Busan', 'Incheon', 'Daegu', 'Daejeon', 'Gwangju', 'Ulsan', 'Suwon', 'Jeonju', 'Pohang', 'Gangwon', 'Jeju', 'Anyang', 'Gimcheon'],
  china: ['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Chengdu', 'Wuhan', 'Tianjin', 'Qingdao', 'Dalian', 'Shandong', 'Henan', 'Changchun', 'Nanjing', 'Xiamen', 'Hangzhou', 'Kunming'],
  australia: ['Adelaide', 'Brisbane', 'Canberra', 'Darwin', 'Geelong', 'Gold Coast', 'Hobart', 'Melbourne', 'Newcastle', 'Perth', 'Sydney', 'Townsville', 'Wollongong', 'Cairns'],
};

/** Given and family names of players, by country (region key). */
export const PEOPLE: Readonly<Record<string, { given: readonly string[]; family: readonly string[] }>> = {
  turkey: {
    given: ['Ahmet', 'Mehmet', 'Emre', 'Burak', 'Can', 'Deniz', 'Ege', 'Kaan', 'Mert', 'Ozan', 'Selin', 'Zeynep', 'Elif', 'Ayşe', 'Ece', 'İpek', 'Berk', 'Arda', 'Yiğit', 'Defne'],
    family: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Erdem'],
  },
  spain: {
    given: ['Pablo', 'Javier', 'Carlos', 'Alejandro', 'Daniel', 'Marta', 'Lucía', 'Paula', 'Sara', 'Irene', 'Álvaro', 'Sergio', 'Nuria', 'Elena', 'Hugo', 'Raúl'],
    family: ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Moreno', 'Muñoz', 'Romero', 'Navarro', 'Torres', 'Ramos', 'Gil', 'Serrano'],
  },
  italy: {
    given: ['Luca', 'Marco', 'Matteo', 'Andrea', 'Francesco', 'Giulia', 'Chiara', 'Sara', 'Martina', 'Federica', 'Simone', 'Lorenzo', 'Elisa', 'Alessia', 'Davide', 'Riccardo'],
    family: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Costa', 'Giordano', 'Rizzo'],
  },
  france: {
    given: ['Hugo', 'Lucas', 'Théo', 'Nathan', 'Louis', 'Emma', 'Léa', 'Chloé', 'Manon', 'Camille', 'Arthur', 'Jules', 'Inès', 'Clara', 'Maxime', 'Antoine'],
    family: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garnier', 'Fontaine'],
  },
  germany: {
    given: ['Lukas', 'Jonas', 'Felix', 'Leon', 'Niklas', 'Lena', 'Anna', 'Laura', 'Julia', 'Lea', 'Tim', 'Paul', 'Sophie', 'Marie', 'Moritz', 'Jan'],
    family: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Braun'],
  },
  czechia: {
    given: ['Jakub', 'Tomáš', 'Jan', 'Petr', 'Martin', 'Lucie', 'Tereza', 'Kateřina', 'Eliška', 'Barbora', 'Ondřej', 'Vojtěch', 'Adéla', 'Karolína', 'Filip', 'Matěj'],
    family: ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Marek', 'Pospíšil', 'Hájek', 'Král', 'Jelínek', 'Růžička'],
  },
  russia: {
    given: ['Ivan', 'Dmitry', 'Alexei', 'Sergei', 'Nikita', 'Anastasia', 'Daria', 'Polina', 'Ekaterina', 'Maria', 'Artem', 'Pavel', 'Veronika', 'Sofia', 'Kirill', 'Roman'],
    family: ['Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Vasiliev', 'Petrov', 'Sokolov', 'Mikhailov', 'Fedorov', 'Morozov', 'Volkov', 'Alekseev', 'Lebedev', 'Semenov', 'Egorov', 'Pavlov'],
  },
  usa: {
    given: ['Michael', 'Ethan', 'Tyler', 'Brandon', 'Ryan', 'Emily', 'Madison', 'Hailey', 'Ashley', 'Taylor', 'Austin', 'Cole', 'Kayla', 'Morgan', 'Logan', 'Jordan'],
    family: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Jackson', 'White', 'Harris', 'Clark', 'Lewis'],
  },
  brazil: {
    given: ['João', 'Pedro', 'Gabriel', 'Lucas', 'Rafael', 'Ana', 'Beatriz', 'Juliana', 'Larissa', 'Camila', 'Thiago', 'Felipe', 'Bianca', 'Carolina', 'Vitor', 'Bruno'],
    family: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Ribeiro', 'Carvalho', 'Araújo', 'Barbosa', 'Rocha', 'Teixeira'],
  },
  japan: {
    given: ['Haruto', 'Yuto', 'Sota', 'Ren', 'Riku', 'Yui', 'Hina', 'Aoi', 'Sakura', 'Mio', 'Kaito', 'Takumi', 'Miyu', 'Rin', 'Daiki', 'Shota'],
    family: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Matsumoto', 'Inoue', 'Kimura'],
  },
  china: {
    given: ['Wei', 'Hao', 'Jun', 'Lei', 'Yang', 'Xin', 'Yan', 'Jing', 'Ying', 'Min', 'Tao', 'Qiang', 'Li', 'Na', 'Bo', 'Chen'],
    family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo'],
  },
  korea: {
    given: ['Min-jun', 'Seo-jun', 'Ji-ho', 'Hyun-woo', 'Do-yoon', 'Seo-yeon', 'Ji-woo', 'Ha-eun', 'Su-bin', 'Ye-jin', 'Jae-won', 'Sung-min', 'Eun-ji', 'Da-eun', 'Tae-yang', 'Woo-jin'],
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Oh', 'Seo', 'Shin', 'Kwon', 'Song'],
  },
  poland: {
    given: ['Jakub', 'Kacper', 'Szymon', 'Mateusz', 'Bartosz', 'Zuzanna', 'Julia', 'Maja', 'Natalia', 'Weronika', 'Michał', 'Piotr', 'Aleksandra', 'Magdalena', 'Paweł', 'Wojciech'],
    family: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Krawczyk', 'Piotrowski'],
  },
  sweden: {
    given: ['Erik', 'Lars', 'Oskar', 'Viktor', 'Axel', 'Emma', 'Ebba', 'Alva', 'Saga', 'Wilma', 'Anton', 'Gustav', 'Linnea', 'Elin', 'Johan', 'Nils'],
    family: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Lindberg', 'Lindqvist', 'Berg', 'Holm'],
  },
};

/** Words e-sports teams are named with. */
export const ESPORTS_WORDS: readonly string[] = [
  'Apex', 'Aurora', 'Blaze', 'Cipher', 'Cobalt', 'Comet', 'Crimson', 'Eclipse', 'Ember', 'Falcon', 'Frost', 'Fury', 'Ghost',
  'Horizon', 'Hydra', 'Inferno', 'Jade', 'Kraken', 'Legacy', 'Lynx', 'Mirage', 'Nebula', 'Nemesis', 'Nova', 'Onyx',
  'Orbit', 'Phantom', 'Phoenix', 'Pulse', 'Quantum', 'Raven', 'Rogue', 'Sable', 'Shadow', 'Spectre', 'Storm', 'Talon',
  'Tempest', 'Titan', 'Valor', 'Venom', 'Vertex', 'Viper', 'Vortex', 'Wraith', 'Zenith', 'Zephyr', 'Ironclad', 'Solstice',
  'Monolith', 'Oblivion', 'Paragon', 'Sentinel', 'Tundra', 'Volt', 'Wildfire', 'Yeti', 'Aegis', 'Bastion', 'Catalyst',
  'Dynamo', 'Enigma', 'Glacier', 'Harbinger', 'Icarus', 'Juggernaut', 'Kinetic', 'Lumen', 'Maverick', 'Nomad', 'Outlaw',
  'Prism', 'Radiant', 'Samurai', 'Trident', 'Umbra', 'Vanguard', 'Warden', 'Xenon', 'Zodiac',
];

/** One name per town, then the next pattern for every town, and so on: `{t}` stands for the town. */
export function* clubNames(towns: readonly string[], patterns: readonly string[]): Generator<string> {
  for (let round = 0; round < patterns.length; round += 1) {
    for (let index = 0; index < towns.length; index += 1) {
      yield (patterns[(round + index) % patterns.length] as string).replace('{t}', towns[index] as string);
    }
  }
}

/** Given and family names paired without repeating a pair. */
export function* playerNames({ given, family }: { given: readonly string[]; family: readonly string[] }): Generator<string> {
  for (let round = 0; round < family.length; round += 1) {
    for (let index = 0; index < given.length; index += 1) {
      yield `${given[index]} ${family[(index * 7 + round) % family.length]}`;
    }
  }
}

/** E-sports team names: a word and a suffix, every word before the next suffix. */
export function* esportsNames(suffixes: readonly string[]): Generator<string> {
  for (const suffix of suffixes) for (const word of ESPORTS_WORDS) yield suffix.replace('{w}', word);
}

/** Beach volleyball pairs: two family names. */
export function* pairNames({ family }: { given: readonly string[]; family: readonly string[] }): Generator<string> {
  for (let gap = 1; gap < family.length; gap += 1) {
    for (let index = 0; index < family.length; index += 1) yield `${family[index]}/${family[(index + gap) % family.length]}`;
  }
}
