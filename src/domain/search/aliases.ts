/**
 * Everyday words, category words, brand nicknames and product lines a shopper types that the
 * catalog does not spell out: each phrase means these products, best first (by name, and by brand
 * where the phrase names one brand's product). A name that is not in a catalog is skipped, so the
 * demo's smaller sample data uses the same list. The seed catalog's test checks every name exists.
 */
export type AliasTarget = { name: string; brand?: string };
export type SearchAlias = { phrases: readonly string[]; means: readonly AliasTarget[] };

const names = (...list: string[]): AliasTarget[] => list.map((name) => ({ name }));

export const SEARCH_ALIASES: readonly SearchAlias[] = [
  // Categories and everyday words
  { phrases: ["cereal", "breakfast cereal"], means: names("Honey Nut Cheerios", "Frosted Flakes", "Raisin Bran") },
  {
    phrases: ["soda", "pop", "soft drink", "soda pop"],
    means: names("Cola", "Lemon-Lime Soda", "Ginger Ale", "Root Beer", "Diet Cola"),
  },
  // The everyday kinds before the rest that share the word (oat, almond, chocolate milk).
  {
    phrases: ["milk"],
    means: names("Whole Milk", "2% Reduced Fat Milk", "1% Low Fat Milk", "Skim Milk", "Lactose-Free Milk"),
  },
  { phrases: ["cheese"], means: names("Cheddar Cheese", "American Cheese Singles", "Shredded Mozzarella") },
  { phrases: ["shredded cheese"], means: names("Shredded Mozzarella") },
  { phrases: ["pasta"], means: names("Spaghetti", "Penne Pasta", "Elbow Macaroni") },
  { phrases: ["mac cheese", "mac", "kraft dinner"], means: names("Macaroni and Cheese") },
  {
    phrases: ["beef", "hamburger meat", "burger meat", "hamburger"],
    means: names("Ground Beef 80/20", "Lean Ground Beef 93/7", "Ground Chuck"),
  },
  { phrases: ["burger buns"], means: names("Hamburger Buns") },
  { phrases: ["fish"], means: names("Tilapia Fillets", "Cod Fillets", "Atlantic Salmon Fillet", "Fish Sticks") },
  { phrases: ["salmon"], means: names("Atlantic Salmon Fillet", "Wild Sockeye Salmon Fillet") },
  {
    phrases: ["lunch meat", "deli meat", "cold cuts", "lunchmeat"],
    means: names("Sliced Turkey Breast", "Sliced Ham", "Chipped Chopped Ham"),
  },
  { phrases: ["chicken"], means: names("Boneless Skinless Chicken Breasts", "Whole Chicken", "Chicken Drumsticks") },
  { phrases: ["ice cream"], means: names("Vanilla Ice Cream", "Chocolate Ice Cream") },
  { phrases: ["pizza", "frozen pizza"], means: names("Pepperoni Pizza", "Four Cheese Pizza") },
  { phrases: ["veggies", "vegetable"], means: names("Frozen Mixed Vegetables", "Broccoli Crowns", "Baby Carrots") },
  { phrases: ["frozen veggies"], means: names("Frozen Mixed Vegetables", "Frozen Broccoli Florets") },
  { phrases: ["fruit"], means: names("Bananas", "Gala Apples", "Strawberries", "Navel Oranges") },
  { phrases: ["berries"], means: names("Strawberries", "Blueberries", "Raspberries", "Blackberries") },
  { phrases: ["salad", "greens", "salad greens"], means: names("Garden Salad", "Spring Mix", "Romaine Hearts", "Baby Spinach") },
  { phrases: ["rice"], means: names("Long Grain White Rice", "Jasmine Rice") },
  { phrases: ["stock", "chicken stock"], means: names("Chicken Broth") },
  { phrases: ["jam"], means: names("Strawberry Preserves", "Grape Jelly") },
  { phrases: ["oatmeal"], means: names("Old Fashioned Oats") },
  { phrases: ["catsup"], means: names("Tomato Ketchup") },
  { phrases: ["bbq sauce", "bbq"], means: names("Barbecue Sauce") },
  { phrases: ["mayo"], means: names("Mayonnaise") },
  { phrases: ["laundry soap"], means: names("Liquid Laundry Detergent", "Laundry Detergent Pacs") },
  { phrases: ["laundry pods", "detergent pods"], means: names("Laundry Detergent Pacs") },
  {
    phrases: ["dishwasher pods", "dishwasher tabs", "dishwasher tablets", "dishwasher detergent"],
    means: names("Dishwasher Detergent Pacs"),
  },
  { phrases: ["pasta sauce", "spaghetti sauce", "tomato sauce"], means: names("Marinara Sauce") },
  { phrases: ["garbage bags", "trash bags", "bin bags"], means: names("Tall Kitchen Trash Bags") },
  { phrases: ["tin foil", "foil"], means: names("Aluminum Foil") },
  { phrases: ["saran wrap", "cling wrap", "cling film"], means: names("Plastic Wrap") },
  { phrases: ["toilet tissue", "bath tissue", "loo roll"], means: names("Toilet Paper") },
  { phrases: ["pain reliever", "painkiller", "pain killer"], means: names("Ibuprofen Tablets 200 mg", "Acetaminophen 500 mg") },
  { phrases: ["tea"], means: names("Black Tea Bags", "Green Tea Bags", "Iced Tea") },
  { phrases: ["water"], means: names("Bottled Water", "Spring Water", "Sparkling Water") },
  { phrases: ["seltzer", "fizzy water", "club soda"], means: names("Sparkling Water") },
  {
    phrases: ["candy", "sweets"],
    means: names("Milk Chocolate Bar", "Peanut M&M's", "Gummy Bears", "Peanut Butter Cups Miniatures"),
  },
  { phrases: ["chocolate"], means: names("Milk Chocolate Bar", "Semi-Sweet Chocolate Chips", "Chocolate Milk") },
  { phrases: ["doughnuts", "doughnut"], means: names("Glazed Donuts") },
  { phrases: ["crisps"], means: names("Potato Chips", "Kettle Cooked Potato Chips") },
  // Brand nicknames and product lines
  {
    phrases: ["coke", "coca cola", "cocacola"],
    means: [
      { name: "Cola", brand: "Coca-Cola" },
      { name: "Diet Cola", brand: "Diet Coke" },
    ],
  },
  { phrases: ["diet coke", "coke zero"], means: [{ name: "Diet Cola", brand: "Diet Coke" }] },
  { phrases: ["7 up", "seven up"], means: [{ name: "Lemon-Lime Soda", brand: "7UP" }] },
  { phrases: ["k cup", "kcup", "keurig", "coffee pod"], means: names("Coffee Pods") },
  { phrases: ["la croix"], means: [{ name: "Sparkling Water", brand: "LaCroix" }] },
  { phrases: ["oreos"], means: [{ name: "Chocolate Sandwich Cookies", brand: "Oreo" }] },
  { phrases: ["craisins"], means: names("Dried Cranberries") },
  { phrases: ["goldfish"], means: names("Goldfish Crackers") },
  { phrases: ["pb", "pb j"], means: names("Creamy Peanut Butter") },
  // "M&M's" is read as m and ms by search, as m and s by the database's word index.
  { phrases: ["m ms", "mms"], means: names("Peanut M&M's") },
  { phrases: ["motrin"], means: names("Ibuprofen Tablets 200 mg") },
  { phrases: ["nappies", "diaper", "diapers"], means: names("Diapers Size 3") },
  // Words the new aisles share with other products (issue 31): the everyday meaning first.
  { phrases: ["peppers"], means: names("Tri-Color Bell Peppers", "Green Bell Peppers", "Red Bell Peppers") },
  { phrases: ["syrup"], means: names("Pancake Syrup", "Pure Maple Syrup") },
  // The plain product before the flavours and kinds the families added ("yogurt" -> not Blueberry Yogurt).
  { phrases: ["yogurt", "yoghurt"], means: names("Greek Yogurt", "Strawberry Yogurt") },
  { phrases: ["soup"], means: names("Chicken Noodle Soup", "Tomato Soup") },
  { phrases: ["mustard"], means: names("Yellow Mustard") },
  { phrases: ["salt"], means: names("Iodized Salt") },
  { phrases: ["vinegar"], means: names("Distilled White Vinegar") },
  { phrases: ["bean", "beans"], means: names("Baked Beans", "Black Beans", "Dark Red Kidney Beans") },
  { phrases: ["vanilla"], means: names("Pure Vanilla Extract", "Vanilla Ice Cream") },
  { phrases: ["onion", "onions"], means: names("Yellow Onions") },
  { phrases: ["apple", "apples"], means: names("Gala Apples", "Honeycrisp Apples", "Granny Smith Apples") },
  { phrases: ["oranges"], means: names("Navel Oranges") },
  { phrases: ["pear", "pears"], means: names("Bartlett Pears") },
  { phrases: ["steak", "steaks"], means: names("Sirloin Steak", "Ribeye Steak") },
  { phrases: ["sausage", "sausages"], means: names("Italian Sausage", "Breakfast Sausage Links") },
  { phrases: ["chicken thighs"], means: names("Boneless Chicken Thighs") },
  { phrases: ["donuts", "donut"], means: names("Glazed Donuts") },
  { phrases: ["tortillas"], means: names("Corn Tortillas", "Flour Tortillas") },
  { phrases: ["battery", "batteries"], means: names("AA Batteries") },
  { phrases: ["waffles"], means: names("Homestyle Waffles") },
  { phrases: ["chips"], means: names("Potato Chips", "Tortilla Chips") },
  { phrases: ["nuts"], means: names("Deluxe Mixed Nuts", "Roasted Salted Almonds") },
  { phrases: ["brown sugar"], means: names("Light Brown Sugar") },
  { phrases: ["jif"], means: [{ name: "Creamy Peanut Butter", brand: "Jif" }] },
  { phrases: ["eggo"], means: [{ name: "Homestyle Waffles", brand: "Eggo" }] },
  { phrases: ["mushrooms"], means: names("Sliced White Mushrooms") },
  { phrases: ["flour"], means: names("All-Purpose Flour") },
  { phrases: ["salsa"], means: names("Chunky Salsa") },
  { phrases: ["deodorant"], means: names("Antiperspirant Deodorant") },
  { phrases: ["cookie", "cookies"], means: names("Chocolate Chip Cookies", "Chocolate Sandwich Cookies") },
  { phrases: ["popcorn"], means: names("Butter Microwave Popcorn", "Sea Salt Popcorn") },
  { phrases: ["pancake", "pancakes"], means: names("Pancake Mix") },
  { phrases: ["granola bar", "granola bars"], means: names("Oats 'n Honey Granola Bars", "Chewy Chocolate Chip Granola Bars") },
  { phrases: ["green beans"], means: names("Cut Green Beans", "Frozen Cut Green Beans") },
  { phrases: ["chocolate chips"], means: names("Semi-Sweet Chocolate Chips") },
  { phrases: ["green tea"], means: names("Green Tea Bags") },
  { phrases: ["half and half", "half half"], means: names("Half and Half") },
  { phrases: ["tide pods"], means: [{ name: "Laundry Detergent Pacs", brand: "Tide Pods" }] },
  { phrases: ["doritos"], means: [{ name: "Nacho Cheese Tortilla Chips", brand: "Doritos" }] },
  {
    phrases: ["ben and jerrys", "ben jerrys"],
    means: [{ name: "Chocolate Chip Cookie Dough Ice Cream", brand: "Ben & Jerry's" }],
  },
  { phrases: ["nestle"], means: [{ name: "Semi-Sweet Chocolate Chips", brand: "Nestlé Toll House" }] },
  { phrases: ["reeses"], means: [{ name: "Peanut Butter Cups Miniatures", brand: "Reese's" }] },
  { phrases: ["jalapeno", "jalapenos"], means: names("Jalapeño Peppers") },
  { phrases: ["brats", "brat"], means: names("Original Bratwurst") },
  { phrases: ["corn starch"], means: names("Cornstarch") },
  {
    phrases: ["allergy medicine", "allergy pills", "allergy relief"],
    means: names(
      "Allergy Relief Loratadine 10 mg Tablets",
      "Allergy Relief Cetirizine 10 mg Tablets",
      "Allergy Relief Fexofenadine 180 mg Tablets",
    ),
  },
  {
    phrases: ["cold medicine", "flu medicine", "cold and flu"],
    means: names("Daytime Cold & Flu Relief LiquiCaps", "Nighttime Cold & Flu Relief LiquiCaps"),
  },
];
