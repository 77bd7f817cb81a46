/** Types for @adobe/structured-data-validator (a dev dependency used by the link-preview tests). */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    rootType?: string;
    issueMessage?: string;
    severity?: 'ERROR' | 'WARNING' | string;
    fieldNames?: string[];
    /** Where in the item: one element for the root item, more for nested ones (steps). */
    path?: Array<{ type?: string; property?: string; index?: number }>;
    message?: string;
  }
  export interface ExtractedData {
    jsonld: Record<string, unknown[]>;
    microdata: Record<string, unknown[]>;
    rdfa: Record<string, unknown[]>;
    errors: Array<{ format: string; message: string }>;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
