// One queryOptions factory per resource; the path is the key (docs/PRODUCT.md §7).
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './client';
import type { BuildingJson, GalleryImageJson, InquiryJson, UnitJson } from './types';

const get = <T>(path: string) => queryOptions({ queryKey: [path], queryFn: () => apiGet<T>(path) });

export const unitsQuery = () => get<UnitJson[]>('/api/properties');
export const featuredUnitsQuery = () => get<UnitJson[]>('/api/properties/featured');
export const unitQuery = (id: number) => get<UnitJson>(`/api/properties/${id}`);
export const buildingsQuery = () => get<BuildingJson[]>('/api/buildings');
export const buildingQuery = (id: number) => get<BuildingJson>(`/api/buildings/${id}`);
export const galleryQuery = (featuredOnly = false) => get<GalleryImageJson[]>(featuredOnly ? '/api/gallery?featured=true' : '/api/gallery');
/** Admin only. */
export const inquiriesQuery = () => get<InquiryJson[]>('/api/contact-submissions');
