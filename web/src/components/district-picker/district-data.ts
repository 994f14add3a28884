// The district list is ~80 KB: it reaches a phone only through the dynamic import in
// use-district-data.ts, on screens that pick or show a district, never in the entry chunk.
export {
  districtById,
  districtLabel,
  foldForSearch,
  placeNames,
  searchDistricts,
  stateById,
} from '@kaamkaj/domain';
