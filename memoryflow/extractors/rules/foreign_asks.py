"""Requests about the answers, said in another language or in a chat language, rewritten
into the English request frames the preference table reads: "no me pongas disclaimers"
→ "don't give me disclaimers", "sempre me responde com type hints" → "always answer with
type hints", "respuestas cortitas" → "short answers please", Hinglish "short me batao" →
"please keep answers short", Pidgin "keep am short" → "keep it short".

A request frame must open the clause (after "y", "e", "aur" or a "please"), as the
first-person frames of `foreign` do; a word such as "usa" counts only with a word that
asks ("siempre", "porfa"), as it is also the country."""

from __future__ import annotations

_AND = r"(?:(?:y|e|et|aur)\s+)?"
_PLEASE = r"(?:(?:porfa|por favor|pfv|please|pls|s'il te plaît|per favore|bitte)\s+)?"

ASK_FRAMES: tuple[tuple[str, str], ...] = (
    (rf"{_AND}{_PLEASE}(?:no\s+me\s+(?:pongas|pongás|des|mandes|metas|escribas|incluyas)|"
     r"não\s+me\s+(?:dê|de|mande|coloque|ponha|escreva)|ne\s+me\s+(?:mets|donne|écris)\s+pas|"
     r"non\s+mettermi|non\s+darmi)"
     # what is not wanted is named in the plural ("disclaimers", "resumos"), which keeps
     # out a mood: "no me pongas triste"
     r"(?=\s+(?:tant[oa]s\s+|más\s+|mais\s+|plus\s+de\s+)?[\w-]+[sx]\b)", "don't give me"),
    (rf"{_AND}(?:siempre|sempre|toujours|immer)\s+(?:me\s+)?(?:responde|respondé|responda|"
     r"respondeme|contesta|contestá|contéstame|réponds|rispondi|rispondimi|antworte)\w*\s+"
     r"(?:com|con|avec|mit)", "always answer with"),
    (rf"{_AND}{_PLEASE}(?:respuestas|respostas|réponses|risposte)\s+(?:cortitas|cortas|"
     r"curtas|curtinhas|courtes|brevi)(?:\s+(?:porfa|por favor|please|pls))?", "short answers please"),
    (rf"{_AND}{_PLEASE}(?:usa|usá|utiliza|utilise|usa)(?=\s+\w.*\b(?:siempre|sempre|toujours|"
     r"porfa|por favor|s'il te plaît|per favore|please|pls)\b)", "use"),
    (rf"{_AND}{_PLEASE}(?:short|chhota|chota|brief)\s+(?:me|mein|mai)\s+(?:batao|bataiye|bataao|"
     r"bolo|samjhao|likho)", "please keep answers short"),
    (rf"{_PLEASE}keep\s+am(?=\s)", "please keep it"),
)  # fmt: skip

ASK_WORDS: tuple[tuple[str, str], ...] = (
    (r"siempre|sempre|toujours|immer", "always"), (r"porfa|por favor|pfv", "please"),
    (r"millas|milhas|miglia|meilen", "miles"), (r"nada de", "no"), (r"ni|nem", "or"),
    # "disclaimers de 'consulte a un profesional'": the quote is gone, its "de" too
    (r"(?:de|do|da|di|du)(?=\s*$)", ""),
)  # fmt: skip
