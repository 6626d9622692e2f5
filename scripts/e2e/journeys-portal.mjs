export const journeys = [];
