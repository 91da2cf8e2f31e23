/**
 * The place look-ups of the details form (docs/places.md): one pincode, one state's towns matching
 * what was typed, one state's districts, and a town that is not listed. The list of places never
 * comes to the browser whole.
 */
import { apiGet, apiPost } from "#app/lib/api-client.ts";
import type { City, District, PincodePlace } from "#shared/api-types.ts";

export async function findPlacesByPincode(pincode: string): Promise<PincodePlace[] | null> {
  const answer = await apiGet<{ data: PincodePlace[] }>(`/api/location/pincode/${encodeURIComponent(pincode)}`);
  return answer.ok ? answer.body.data : null;
}

export async function searchTowns(stateId: string, query: string): Promise<City[]> {
  const answer = await apiGet<{ data: City[] }>(
    `/api/location/search/city/state/${encodeURIComponent(stateId)}?q=${encodeURIComponent(query)}`,
  );
  return answer.ok ? answer.body.data : [];
}

export async function listDistricts(stateId: string): Promise<District[]> {
  const answer = await apiGet<{ data: District[] }>(`/api/location/list/district/state/${encodeURIComponent(stateId)}`);
  return answer.ok ? answer.body.data : [];
}

/** The place to choose as the city, or the message to show. */
export async function addUnlistedTown(districtId: string, townName: string): Promise<{ city: City } | { message: string | undefined }> {
  const answer = await apiPost<{ data: City }>("/api/location/unlisted-town", { districtId, townName });
  if (answer.ok) return { city: answer.body.data };
  const body = answer.body as { message?: string; errors?: Record<string, string> };
  // Without a message of the server's the form says its own ('Could not save your town').
  return { message: Object.values(body.errors ?? {})[0] ?? body.message };
}
