export { SEARCH_ALIASES, type AliasTarget, type SearchAlias } from "./aliases";
export {
  buildVocabulary,
  planSearch,
  vocabularyOfItems,
  MAX_QUERY_WORDS,
  type PlannedWord,
  type SearchPlan,
  type Vocabulary,
} from "./plan";
export { addToVocabulary } from "./vocabulary-add";
export { canWiden, rankItems, searchList, type SearchableItem } from "./rank";
