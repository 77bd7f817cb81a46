/**
 * What the MCP tools say to the assistant, in the cook's language (docs/api.md "AI assistants").
 * The app keeps no interface language on the server (the browser does), so each tool takes a
 * `language` input; the API's own refusals keep the API's words, as the app shows them.
 */
export const TOOL_LANGUAGES = ['en', 'es', 'de'] as const;
export type ToolLanguage = (typeof TOOL_LANGUAGES)[number];

type Text = Record<ToolLanguage, string>;

const TEXT = {
  recipesFound: {
    en: 'Your recipes found: {n}. Cookbook dishes: {dishes}.',
    es: 'Recetas tuyas encontradas: {n}. Platos del recetario: {dishes}.',
    de: 'Gefundene eigene Rezepte: {n}. Gerichte aus dem Kochbuch: {dishes}.',
  },
  recipe: { en: '{title}, for {servings} servings.', es: '{title}, para {servings} raciones.', de: '{title}, für {servings} Portionen.' },
  cookable: {
    en: 'Dishes ranked by how much of them the pantry covers: {n}.',
    es: 'Platos ordenados por cuánto cubre la despensa: {n}.',
    de: 'Gerichte danach geordnet, wie viel der Vorrat abdeckt: {n}.',
  },
  generated: { en: 'New recipe saved: {title}.', es: 'Receta nueva guardada: {title}.', de: 'Neues Rezept gespeichert: {title}.' },
  suggested: {
    en: 'Suggested meals: {n}. Nothing is saved until you save the ones the cook keeps.',
    es: 'Comidas sugeridas: {n}. No se guarda nada hasta que guardes las que el cocinero quiera.',
    de: 'Vorgeschlagene Mahlzeiten: {n}. Gespeichert wird erst, was der Koch behalten möchte.',
  },
  mealsSaved: { en: 'Meals saved to the plan: {n}.', es: 'Comidas guardadas en el plan: {n}.', de: 'Im Plan gespeicherte Mahlzeiten: {n}.' },
  plan: { en: 'Planned meals: {n}.', es: 'Comidas planificadas: {n}.', de: 'Geplante Mahlzeiten: {n}.' },
  shoppingList: { en: 'Items on the shopping list: {n}.', es: 'Artículos en la lista de la compra: {n}.', de: 'Artikel auf der Einkaufsliste: {n}.' },
  shoppingAdded: { en: 'Added to the shopping list: {n}.', es: 'Añadidos a la lista de la compra: {n}.', de: 'Zur Einkaufsliste hinzugefügt: {n}.' },
  ticked: { en: 'Items updated: {n}.', es: 'Artículos actualizados: {n}.', de: 'Aktualisierte Artikel: {n}.' },
  pantry: { en: 'Items in the pantry: {n}.', es: 'Artículos en la despensa: {n}.', de: 'Artikel im Vorrat: {n}.' },
  pantryAdded: { en: 'Added to the pantry: {n}.', es: 'Añadidos a la despensa: {n}.', de: 'Zum Vorrat hinzugefügt: {n}.' },
  readOnly: {
    en: 'This assistant may only read. To let it change your kitchen, connect it again with read and write access.',
    es: 'Este asistente solo puede leer. Para que pueda cambiar tu cocina, conéctalo de nuevo con permiso de lectura y escritura.',
    de: 'Dieser Assistent darf nur lesen. Damit er deine Küche ändern darf, verbinde ihn erneut mit Lese- und Schreibzugriff.',
  },
  failed: {
    en: 'Something went wrong on our side. Please try again.',
    es: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es noch einmal.',
  },
} satisfies Record<string, Text>;

export type MessageKey = keyof typeof TEXT;

/** The message in `language` with `{name}` placeholders filled. */
export function say(language: ToolLanguage, key: MessageKey, values: Record<string, string | number> = {}): string {
  return TEXT[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
