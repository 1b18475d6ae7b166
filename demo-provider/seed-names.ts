// The seed's people: students' names, birthday classes and Class XII streams, the same for every
// school, and the ordinal numbers the titles use.

export const BOY_NAMES = [
  'Aarav',
  'Vihaan',
  'Arjun',
  'Reyansh',
  'Aditya',
  'Ishaan',
  'Kabir',
  'Rohan',
  'Siddharth',
  'Aryan',
  'Dev',
  'Harsh',
  'Ayaan',
  'Yash',
  'Pranav',
  'Samuel',
  'Daniel',
  'Joel',
  'Faiz',
  'Ritesh',
  'Utkarsh',
  'Shaurya',
  'Anmol',
  'Kartik',
  'Nikhil',
  'Abhinav',
  'Tanmay',
  'Aman',
] as const;
export const GIRL_NAMES = [
  'Ananya',
  'Aadhya',
  'Diya',
  'Saanvi',
  'Ishita',
  'Kavya',
  'Priya',
  'Riya',
  'Sneha',
  'Tanvi',
  'Shreya',
  'Navya',
  'Anushka',
  'Khushi',
  'Sara',
  'Mariam',
  'Grace',
  'Ruth',
  'Zoya',
  'Vaishnavi',
  'Pooja',
  'Aditi',
  'Nandini',
  'Muskan',
  'Simran',
  'Aastha',
  'Mahima',
  'Sakshi',
] as const;
export const SURNAMES = [
  'Sharma',
  'Verma',
  'Srivastava',
  'Mishra',
  'Tripathi',
  'Pandey',
  'Shukla',
  'Dubey',
  'Tiwari',
  'Yadav',
  'Singh',
  'Gupta',
  'Agarwal',
  'Kesarwani',
  'Maurya',
  'Khan',
  'Ansari',
  'Siddiqui',
  'Masih',
  'Thomas',
  'Joseph',
  "D'Souza",
  'Fernandes',
  'Lal',
  'David',
  'Chaurasia',
  'Kushwaha',
  'Jaiswal',
  'Rizvi',
  'Kapoor',
] as const;

/** "the four houses" */
export function housesPhrase(houses: readonly string[]): string {
  const count = ['two', 'three', 'four', 'five', 'six'][houses.length - 2] ?? String(houses.length);
  return `the ${count} houses`;
}

export function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

export const BIRTHDAY_CLASSES = [
  'I-A',
  'II-C',
  'III-B',
  'IV-A',
  'V-C',
  'VI-A',
  'VII-B',
  'VIII-A',
  'IX-C',
  'XI-B',
] as const;

export const XII_STREAMS = ['Science', 'Science', 'Commerce', 'Humanities'] as const;
