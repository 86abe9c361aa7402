/** One block of a sample page: a section with an id (pins anchor on it), a title, a text. */
export interface SampleSection {
  id: string;
  title: string;
  text: string;
  /** Left out of the second layout: a pin placed on it there has "moved". */
  firstLayoutOnly?: boolean;
  /** The title in the second layout (a redesign rewords it; pins on it follow). */
  secondLayoutTitle?: string;
  /** Similar cards without ids (a team): one is left out of the second layout, so its pins have moved. */
  cards?: SampleCard[];
  /** A message form whose Send button is disabled (it has an id), in a full-width row. */
  form?: boolean;
}

export interface SampleCard {
  name: string;
  role: string;
  firstLayoutOnly?: boolean;
}

export interface SamplePage {
  path: string;
  navLabel: string;
  title: string;
  sections: SampleSection[];
}

/** The bakery's three pages. The home page keeps its sections' ids (`#menu`) for older pins. */
export const SAMPLE_PAGES: SamplePage[] = [
  {
    path: "/",
    navLabel: "Home",
    title: "Brooks Family Bakery",
    sections: [
      {
        id: "home",
        title: "Fresh bread every morning",
        secondLayoutTitle: "Fresh bread every single morning",
        text: "Sourdough, rye and challah baked before sunrise in our family ovens.",
      },
      {
        id: "special",
        title: "This week's special",
        text: "Buy two loaves of rye, get a jar of our apricot jam free.",
        firstLayoutOnly: true,
      },
      { id: "menu", title: "Our menu", text: "Croissants, cinnamon rolls, seasonal fruit tarts and a daily soup with bread." },
      {
        id: "about",
        title: "About the Brooks family",
        text: "Three generations of bakers, one small shop on Main Street since 1987.",
      },
      {
        id: "contact",
        title: "Visit us",
        text: "Open Tuesday to Sunday, 7:00 AM to 3:00 PM. Order cakes two days ahead.",
        form: true,
      },
    ],
  },
  {
    path: "/menu",
    navLabel: "Menu",
    title: "The full menu",
    sections: [
      { id: "breads", title: "Breads", text: "Sourdough $8, rye $7, challah on Fridays $9, baguette $4." },
      { id: "pastries", title: "Pastries", text: "Butter croissant $4, cinnamon roll $5, almond danish $5." },
      { id: "cakes", title: "Cakes to order", text: "Birthday, wedding and holiday cakes; order two days ahead." },
    ],
  },
  {
    path: "/about",
    navLabel: "About",
    title: "Our story",
    sections: [
      { id: "story", title: "Since 1987", text: "Ruth Brooks opened the shop with one oven and her mother's recipes." },
      {
        id: "team",
        title: "The team",
        text: "Ruth, her son David and granddaughter Lea bake six days a week.",
        cards: [
          { name: "Ruth Brooks", role: "Founder" },
          { name: "David Brooks", role: "Head baker", firstLayoutOnly: true },
          { name: "Lea Brooks", role: "Pastry chef" },
        ],
      },
      { id: "ovens", title: "Our ovens", text: "Stone-deck ovens, fired before dawn, for a crust that crackles." },
    ],
  },
];
