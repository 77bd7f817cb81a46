/** Pasted recipe text in en, es and de, shared by the splitter tests and the worker import tests. */

export const TEXT_EN = `Lemon Garlic Pasta
Serves 2
Prep time: 10 min

Ingredients
- 200 g spaghetti
- 2 cloves garlic
- 1 lemon
- Olive oil

Method
1. Boil the spaghetti in salted water.
2. Fry the garlic in the oil, then add lemon juice.
3. Toss the pasta in the sauce.`;

export const TEXT_ES = `Tortilla de patatas
Para 4 personas

Ingredientes:
4 patatas
6 huevos
1 cebolla
Sal

Preparación:
Pelar y cortar las patatas en láminas finas.
Freír las patatas con la cebolla a fuego lento.
Batir los huevos, mezclar y cuajar la tortilla por ambos lados.`;

export const TEXT_DE = `## Kartoffelsalat
Für 4 Portionen

**Zutaten**
* 1 kg festkochende Kartoffeln
* 1 Zwiebel
* 3 EL Essig
* Salz und Pfeffer

**Zubereitung**
1) Die Kartoffeln kochen, pellen und in Scheiben schneiden.
2) Die Zwiebel fein würfeln und mit Essig mischen.
3) Alles vermengen und ziehen lassen.`;
