/** Word lists the seed draws its fictional catalogue from. Changing them changes the data: bump SEED_VERSION. */

export const FEMALE_FIRST_NAMES = [
  'Adele', 'Alina', 'Amara', 'Anouk', 'Ariana', 'Bianca', 'Camille', 'Celeste', 'Chloe', 'Clara',
  'Dalia', 'Elena', 'Elise', 'Emilia', 'Esme', 'Freya', 'Gemma', 'Hana', 'Ines', 'Isla',
  'Jade', 'Juno', 'Kira', 'Lana', 'Lea', 'Lena', 'Liv', 'Luna', 'Maya', 'Mila',
  'Nadia', 'Nina', 'Noemi', 'Olivia', 'Paloma', 'Rosa', 'Sasha', 'Selene', 'Sienna', 'Sofia',
  'Talia', 'Vera', 'Violet', 'Yara', 'Zoe',
];

export const MALE_FIRST_NAMES = [
  'Adrian', 'Bruno', 'Caleb', 'Dante', 'Elias', 'Felix', 'Hugo', 'Ivan', 'Jonah', 'Leon',
  'Marco', 'Mateo', 'Nico', 'Oscar', 'Rafael', 'Silas', 'Theo', 'Victor', 'Xavier', 'Zane',
];

export const LAST_NAMES = [
  'Ashford', 'Bellamy', 'Blake', 'Castell', 'Delacroix', 'Ellery', 'Fontaine', 'Grey', 'Hale', 'Ivers',
  'Jarrow', 'Kingsley', 'Laurent', 'Marlowe', 'Noble', 'Orsini', 'Pryce', 'Quinn', 'Rivers', 'Sable',
  'Sterling', 'Thorne', 'Vance', 'Vale', 'Wilde', 'Winter', 'York', 'Zeller', 'Moreau', 'Lenoir',
];

export const HAIR_COLORS = ['Blonde', 'Brunette', 'Black', 'Red', 'Auburn'];
export const BREASTS = ['Small', 'Medium', 'Large'];
export const NATIONALITIES = [
  'American', 'British', 'Canadian', 'Czech', 'French', 'German', 'Hungarian', 'Italian', 'Latvian',
  'Portuguese', 'Romanian', 'Russian', 'Spanish', 'Swedish', 'Ukrainian',
];

/** Global category vocabulary; the first few are highlighted in filters. */
export const CATEGORY_NAMES = [
  'Romance', 'Couples', 'Cinematic', 'Outdoor', 'Massage', 'Lingerie', 'Poolside', 'Hotel', 'Vacation',
  'Slow Burn', 'Fantasy', 'Roleplay', 'Blondes', 'Brunettes', 'Redheads', 'Threesome', 'Girl On Girl',
  'Shower', 'Morning', 'Candlelight', 'Dance', 'Seduction', 'Office', 'Glamour', 'Passion', 'Reunion',
  'First Date', 'Road Trip', 'Luxury', 'Artistic', 'Wedding Night', 'Countryside', 'Rooftop', 'Yacht',
  'Spa', 'Studio', 'Black And White', 'Intimate', 'Tease', 'Stockings',
];

export const TAGS = [
  'sunset', 'city lights', 'beach', 'penthouse', 'loft', 'garden', 'rain', 'fireplace', 'silk', 'lace',
  'heels', 'kissing', 'eye contact', 'slow motion', 'natural light', 'tattoos', 'long hair', 'short hair',
  'tan lines', 'wine', 'champagne', 'piano', 'balcony', 'mirror', 'bathtub', 'convertible', 'library',
  'villa', 'cabin', 'summer', 'winter', 'fashion', 'photoshoot', 'storyline', 'dialogue',
];

export const TITLE_ADJECTIVES = [
  'Midnight', 'Velvet', 'Golden', 'Silent', 'Crimson', 'Hidden', 'Endless', 'Secret', 'Wild', 'Tender',
  'Electric', 'Silver', 'Burning', 'Gentle', 'Restless', 'Private', 'Sweet', 'Lazy', 'Stolen', 'Perfect',
];

export const TITLE_NOUNS = [
  'Swim', 'Hours', 'Affair', 'Promise', 'Reverie', 'Escape', 'Encounter', 'Confession', 'Temptation',
  'Weekend', 'Rendezvous', 'Memories', 'Desire', 'Invitation', 'Getaway', 'Whisper', 'Game', 'Lesson',
  'Surrender', 'Daydream',
];

export const PLACES = [
  'Paris', 'the Lake House', 'the Riviera', 'Room 214', 'the Studio', 'the Villa', 'Dawn', 'the Gallery',
  'the Vineyard', 'the Penthouse', 'the Coast', 'Midnight', 'the Island', 'the Lighthouse',
];

export const DESCRIPTION_OPENERS = [
  'When {a} arrives at {place}, the plan for a quiet evening changes fast.',
  '{a} has waited all week for this moment, and tonight nobody is in a hurry.',
  'A chance meeting at {place} turns into something neither of them expected.',
  '{a} and {b} finally have the whole place to themselves.',
  'Sun, silk and a long slow afternoon at {place}.',
];

export const DESCRIPTION_CLOSERS = [
  'Shot in warm natural light with an eye for every detail.',
  'A slow-burning story told in long, cinematic takes.',
  'Tender, playful and beautifully filmed.',
  'One of the most talked-about scenes of the season.',
  'An intimate story with real chemistry between its stars.',
];

export const CHANNEL_WORDS = [
  'Studio', 'Collective', 'Films', 'Originals', 'Stories', 'Lab', 'House', 'Diaries', 'Sessions', 'Club',
];

export const SHOWCASE_THEMES = [
  'Editor\'s Picks', 'Summer Nights', 'Award Winners', 'Fan Favourites', 'First Times', 'Into The Wild',
  'Black Tie', 'Slow And Sensual', 'Weekend Escapes', 'Stars Of The Year',
];

export const PARTNER_NAMES = [
  'Lumen Cams', 'Velvet Dating', 'Nightbloom VR', 'Silkroad Stories', 'Orchid Games', 'Afterglow Audio',
  'Moonlit Club', 'Cherry Lane', 'Starlight Studio', 'Dreamhouse VR',
];
