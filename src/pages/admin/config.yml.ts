/** The CMS's configuration (src/cms/config.ts), as the YAML file Sveltia CMS reads. */
import type { APIRoute } from 'astro';
import { stringify } from 'yaml';
import { cmsConfig } from '../../cms/config';
import { cmsSettings } from '../../config/cms';

export const GET: APIRoute = () =>
  new Response(stringify(cmsConfig(cmsSettings(import.meta.env))), {
    headers: { 'Content-Type': 'application/yaml; charset=utf-8' },
  });
