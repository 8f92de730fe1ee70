"""Held-out set 20: mixed-language chat from Latin America, Africa and South Asia.

How it was written (and kept independent of the extractor):

1. A list of situations first (below, `SITUATIONS`), invented for this set: people of many
   occupations, ages and countries, most of them writing English mixed with Spanish,
   Portuguese, Hindi, Urdu, Bangla, Tamil, Malayalam, Swahili, Zulu, Yoruba pidgin, Amharic,
   Luganda, Wolof, French or Nepali, about work, family and plans; many answer the
   assistant's questions in a few words. A few situations are outside the theme for a mix.
2. For each situation, the user's turns as people really type them: long paragraphs with
   several facts and a question, fragments answering the assistant, lowercase without
   apostrophes, typos, emoji, sarcasm, wishes and hypotheticals, role-play and stories,
   quoted or to-be-translated text, code, facts about other people, small talk, and
   retractions of existing identity memories.
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message?", without reading the extractor, its rules or any other
   evaluation set, and without running anything on this set. Roughly a third of the user
   turns state nothing durable about the user and carry no label. A short answer is read
   in the frame of the assistant's question before it.
4. The file is committed as written; it is never edited to fit the extractor. A label the
   extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words. Words are chosen to
survive spelling variants ('bogot' for Bogota, 'diabet' for diabetes or diabetic).
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a backend developer in Nairobi mixing Sheng and Swahili, a sister's wedding up-country",
    "a primary teacher in Guadalajara with two small kids who wants answers in Spanish",
    "a QA tester in Pune writing Hinglish, preparing for the CAT exam",
    "a fashion designer in Lagos in pidgin, a shop, apprentices, a client who never paid",
    "a delivery rider in Sao Paulo finishing high school at night, in Portuguese",
    "a man in Durban who quit the call centre to start a car wash (existing memory)",
    "a junior doctor in Lahore in Urdu-English, a postgraduate exam, family pressure",
    "a trekking guide in Cusco forwarding a tour agency email to translate",
    "a pharmacist in Kumasi who is allergic to penicillin, Ghanaian slang",
    "a salsa dancer in Bogota with a competition, answers in fragments",
    "a retired railway clerk in Tamil Nadu, diabetic, vegetarian, wants Tamil or simple English",
    "a runner in Addis Ababa with a running club and a half marathon in Hawassa",
    "a chartered accountant in Kanpur who asks for a mother-in-law role-play first",
    "a sarcastic Venezuelan in Caracas about power cuts, emigrating to Chile",
    "a garment factory supervisor near Dhaka taking an English course",
    "a dairy farmer in Nyeri writing Swahili, a sick cow and a lesson about the vet",
    "a psychologist in Buenos Aires who wants no disclaimers",
    "small talk only: thanks, laughs, a time-zone question",
    "a tuk-tuk driver in Colombo saving for a van, club cricket on weekends",
    "a Python developer in Florianopolis pasting code with Portuguese names",
    "a Nepali student in Kathmandu waiting for an Australian student visa",
    "a taxi driver in Dakar daydreaming in French and Wolof about a restaurant",
    "a woman in Mexico tired out: her husband travels, she cares for her mother-in-law",
    "a Chilean in Valparaiso who wants Celsius, kilometres and short answers",
    "a man from Hyderabad who moved to Gurgaon and stopped being vegetarian (existing)",
    "a Costa Rican whose old dog died (existing memory)",
    "a head teacher near Kampala asking for a Luganda translation of a notice",
    "a Kerala electrician back from Dubai, a lesson about agents, Onam at home",
    "an asthmatic in Cairo shopping for an air purifier, Arabic fillers",
    "a Guatemalan weaver starting an Instagram shop with her daughter",
    "a retired postman from Glasgow learning Spanish before a winter in Oaxaca",
    "a young DJ in Soweto who asks for a story, then says it is about him",
)

HOLDOUT20: list[Conversation] = [
    Conversation(
        situation=SITUATIONS[0],
        turns=[
            (
                U,
                "sasa! niko nairobi, I do backend for a small fintech, mostly mpesa integrations and reconciliations. quick one: whats the cleanest way to make a callback url idempotent? safaricom keeps sending the same confirmation 2-3 times 😩",
                [("identity", "nairobi"), ("identity", "backend")],
            ),
            (A, "Which language is your service written in?", []),
            (U, "kotlin, spring boot", []),
            (
                U,
                '```kotlin\n@PostMapping("/c2b/confirm")\nfun confirm(@RequestBody body: C2BConfirm): ResponseEntity<Any> {\n    repo.save(body.toTxn())\n    return ResponseEntity.ok().build()\n}\n```\nhii ndio inadouble save',
                [],
            ),
            (
                U,
                "poa thanks. btw nitakuwa off next week, harusi ya dada yangu in Kisumu on saturday 25th so i need this merged by thursday lol",
                [("activity", "wedding")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[1],
        turns=[
            (
                U,
                "hola! soy maestra de primaria aquí en Guadalajara, tercer grado. necesito ideas para enseñar fracciones que no sean aburridas, los niños se me duermen 😅",
                [("identity", "teacher"), ("identity", "guadalajara")],
            ),
            (A, "Happy to help! Do you have kids of your own too?", []),
            (
                U,
                "si dos, Mateo de 7 y Sofi de 4, mis conejillos de indias jaja",
                [("identity", "mateo")],
            ),
            (
                U,
                "y porfa contéstame en español, my english is ok pero a esta hora ya no me da la cabeza",
                [("preference", "spanish")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[2],
        turns=[
            (
                U,
                "bhai main pune me QA tester hoon, 3 saal ho gaye manual testing karte karte. ab MBA ka socha hai, CAT 24 nov ko hai. quant me bahut weak hoon, kahan se start karu?",
                [("identity", "pune"), ("identity", "tester"), ("activity", "cat")],
            ),
            (A, "How many hours a day can you realistically study?", []),
            (U, "weekdays 2 hrs max, office se aake. weekend pe 6-7", []),
            (
                U,
                "aur please short me batao, lambe paragraphs padhne ka time nahi hai",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[3],
        turns=[
            (
                U,
                "abeg how I go take price my aso ebi for this season? I be fashion designer for Lagos, na mostly owambe styles I dey sew",
                [("identity", "fashion"), ("identity", "lagos")],
            ),
            (A, "Do you work from a shop or from home?", []),
            (U, "shop for yaba. 2 apprentices dey with me", [("identity", "yaba")]),
            (
                U,
                "last december one customer carry 12 outfits for her daughter wedding, she no pay balance till today. since that time I dey collect 70% deposit before I cut any fabric",
                [("experience", "deposit")],
            ),
            (
                U,
                "my padi Tunde wey be lawyer talk say make I write contract too, e get sense?",
                [("identity", "tunde")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[4],
        turns=[
            (
                U,
                "e aí, sou motoboy em São Paulo, faço entrega de app o dia todo. de noite tô fazendo supletivo pra terminar o ensino médio, finalmente né",
                [("identity", "paulo"), ("context", "school")],
            ),
            (
                U,
                "me explica regra de três? o professor passou rápido e eu tava morto de cansado",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[5],
        existing=[
            ("m1", "Works at a call centre in Durban", "professional"),
            ("m2", "Lives in Durban", "demographic"),
        ],
        turns=[
            (
                U,
                "eish bru, finally resigned from the call centre yesterday, ngiyabonga Nkulunkulu 🙌 im starting my own car wash in Umlazi, got a spot next to my uncle's tuck shop",
                [("retract", "call centre"), ("context", "car wash")],
            ),
            (A, "Congratulations! What would you like help with first?", []),
            (U, "a name. something catchy, maybe with a zulu word", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[6],
        turns=[
            (
                U,
                "assalam o alaikum. main house job kar rahi hoon at Mayo Hospital Lahore, medicine ward, 36 hour calls 😵 FCPS part 1 is in july and i havent even opened the book",
                [("identity", "mayo"), ("activity", "fcps")],
            ),
            (
                U,
                "and ammi ko meri shaadi ki fikar hai, rishta aunties har hafte aa jati hain 🙄 anyway",
                [],
            ),
            (A, "Which subjects do you find hardest for Part 1?", []),
            (U, "physiology, pharma theek hai", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[7],
        turns=[
            (
                U,
                "hola, soy guía de trekking en Cusco, hago Salkantay y Camino Inca. me llegó este correo, me lo traduces?\n\n> Dear Mr. Quispe, we are pleased to confirm the group of 12 guests from Toronto arriving on June 3. Two guests are vegetarian and one has a knee injury. Please confirm the pickup time.",
                [("identity", "guide"), ("identity", "cusco")],
            ),
            (A, "Here is the translation. Would you like a reply in formal English?", []),
            (U, "si formal, pero no tan largo", []),
            (U, "añade que el recojo es 4am, allinmi 👍", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[8],
        turns=[
            (
                U,
                "chale, I'm a pharmacist in Kumasi, community pharmacy at Adum. customer wants to take amoxiclav with his metformin, any wahala?",
                [("identity", "pharmacist"), ("identity", "kumasi")],
            ),
            (
                U,
                "funny thing, I'm allergic to penicillin myself. pharmacist who cant take amoxil 😂",
                [("identity", "penicillin")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[9],
        turns=[
            (
                U,
                "holaa, bailo salsa caleña con un grupo acá en Bogotá, ensayamos martes y jueves. me recomiendas estiramientos para las caderas?",
                [("identity", "salsa"), ("identity", "bogot")],
            ),
            (A, "¿Tienen alguna competencia pronto?", []),
            (U, "sii el 8 de junio, el regional en Cali 💃🔥", [("activity", "competition")]),
        ],
    ),
    Conversation(
        situation=SITUATIONS[10],
        turns=[
            (
                U,
                "Vanakkam. I am 68 years, retired from Southern Railway as head clerk. I am sugar patient since 15 years. Please give breakfast ideas, we are pure vegetarian only.",
                [
                    ("identity", "68"),
                    ("identity", "retired"),
                    ("identity", "diabet"),
                    ("identity", "vegetarian"),
                ],
            ),
            (
                U,
                "Kindly reply in Tamil or very simple English. My son sends long articles I cannot follow.",
                [("preference", "tamil")],
            ),
            (U, "Nandri. Ragi dosa is good idea.", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[11],
        turns=[
            (
                U,
                "selam! I run with a club in Addis, we go up Entoto every morning at 6. what should I eat before long runs? injera feels heavy",
                [("identity", "run"), ("identity", "addis")],
            ),
            (A, "Are you training for a particular race?", []),
            (U, "yes the Hawassa half marathon, end of november", [("activity", "marathon")]),
        ],
    ),
    Conversation(
        situation=SITUATIONS[12],
        turns=[
            (
                U,
                "lets do a roleplay 😂 you are my saas, very strict, and I am a new bahu from Kanpur who cant make round rotis. start by scolding me about the dal",
                [],
            ),
            (A, "(as saas) Beta, this dal has no tadka at all! Who taught you to cook?", []),
            (U, "mummy ji mujhe maaf kar do, kal se perfect rotis 🙈", []),
            (
                U,
                "haha ok that was fun. in real life im a chartered accountant, married 2 yrs, and my saas lives in Canada so zero drama thankfully",
                [("identity", "accountant"), ("identity", "married")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[13],
        turns=[
            (
                U,
                "I just LOVE when the power goes out for 6 hours here in Caracas, so relaxing, very vintage 🙃",
                [("identity", "caracas")],
            ),
            (
                U,
                "bueno, ya no importa, me voy a Chile en agosto, ya compré el pasaje. what documents do I need for the visa de responsabilidad democrática?",
                [("activity", "chile")],
            ),
            (U, "mamá llorando obviamente jaja", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[14],
        turns=[
            (
                U,
                "nomoskar. ami Gazipur e ekta garments factory te line supervisor, 40 jon operator amar under e",
                [("identity", "supervisor"), ("identity", "gazipur")],
            ),
            (A, "Nice to meet you! What would you like help with?", []),
            (
                U,
                "buyer der sathe english e email likhte parina bhalo. evening e british council e english course korchi, 2 mash holo",
                [("context", "english")],
            ),
            (
                U,
                "ei email ta thik koro please: 'Dear Sir, the shipment will late 3 days due to the hartal'",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[15],
        turns=[
            (
                U,
                "habari. nina ng'ombe watano wa maziwa huko Nyeri, one of them has a swollen udder and the milk has clots. nifanye nini?",
                [("identity", "cow"), ("identity", "nyeri")],
            ),
            (A, "That sounds like mastitis. Have you called a vet?", []),
            (
                U,
                "not yet, but I will today. mwaka jana I lost a calf because I waited 3 days to call the vet, to save money. now I call the same day, pesa inarudi but a cow does not",
                [("experience", "calf")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[16],
        turns=[
            (
                U,
                "che, soy psicóloga clínica, atiendo en un consultorio en Palermo. necesito armar un taller sobre ansiedad para adolescentes",
                [("identity", "psycholog")],
            ),
            (
                U,
                "y porfa no me pongas disclaimers de 'consulte a un profesional', SOY la profesional jajaja",
                [("preference", "disclaimer")],
            ),
            (A, "Entendido. ¿Cuántas sesiones tendría el taller?", []),
            (U, "4 de una hora", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[17],
        turns=[
            (U, "jajaja ok ok", []),
            (U, "what time is it in tokyo rn", []),
            (U, "gracias!! 🙏 sos un crack", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[18],
        turns=[
            (
                U,
                "machan I drive a tuk tuk in Colombo, mostly Galle Face and Pettah side. saving for a van so I can do airport and tourist transfers. how to calculate how much I need per month?",
                [("identity", "tuk"), ("identity", "colombo"), ("context", "van")],
            ),
            (A, "Do you have any other commitments on weekends that affect driving hours?", []),
            (
                U,
                "saturday sunday cricket with the club, softball league, cant miss 😅",
                [("identity", "cricket")],
            ),
            (U, "aney ok, 45k a month is tough but possible", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[19],
        turns=[
            (
                U,
                "fala! sou dev python aqui em Florianópolis. por que isso aqui tá retornando None?\n\n```python\ndef calcula_frete(pedido):\n    for item in pedido.itens:\n        total = item.peso * TAXA\n    print(total)\n```",
                [("identity", "florian")],
            ),
            (A, "Which Python version are you on?", []),
            (U, "3.12", []),
            (
                U,
                "valeu. e sempre me responde com type hints, o time exige",
                [("preference", "type hints")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[20],
        turns=[
            (
                U,
                "namaste dai. im from Kathmandu, lodged my australian student visa 6 weeks ago, still no news 😫 is it normal?",
                [("identity", "kathmandu"), ("context", "visa")],
            ),
            (A, "Which course and city did you get admission for?", []),
            (U, "bachelor of nursing, adelaide. july intake", [("context", "nursing")]),
            (U, "k garne, wait garnu paryo", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[21],
        turns=[
            (
                U,
                "nanga def! si j'étais riche j'ouvrirais un restaurant de thieboudienne à Paris, imagine la queue devant 😂",
                [],
            ),
            (
                U,
                "mais bon, je suis chauffeur de taxi à Dakar depuis 10 ans, les rêves c'est pour le dimanche",
                [("identity", "taxi"), ("identity", "dakar")],
            ),
            (
                U,
                "c'est quoi les papiers pour un prêt à la banque pour acheter ma propre voiture?",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[22],
        turns=[
            (
                U,
                "ay estoy agotada. mi esposo es ingeniero en una acerera y viaja toda la semana, mi suegra tiene alzheimer y yo la cuido en la casa",
                [
                    ("identity", "husband"),
                    ("context", "alzheimer"),
                ],
            ),
            (A, "That is a lot to carry. Do you get any respite care?", []),
            (U, "no, nada", []),
            (U, "qué es respite care? en español porfa", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[23],
        turns=[
            (
                U,
                "oye, usa celsius y km siempre porfa, nada de fahrenheit ni millas 🙄 y respuestas cortitas",
                [("preference", "celsius"), ("preference", "short")],
            ),
            (A, "Anotado. ¿En qué ciudad estás, para el clima?", []),
            (U, "Valparaíso, cerro Alegre", [("identity", "valpara")]),
            (U, "puta que llueve hoy wn", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[24],
        existing=[
            ("m1", "Vegetarian", "personal"),
            ("m2", "Lives in Hyderabad", "demographic"),
            ("m3", "Works as a data analyst", "professional"),
        ],
        turns=[
            (
                U,
                "update: started eating chicken again, doctor said my protein and b12 are too low. so not veg anymore lol, ghar pe sab shocked",
                [("retract", "vegetarian")],
            ),
            (
                U,
                "also shifted to Gurgaon last month, same data analyst role, new company, better pay",
                [("retract", "hyderabad"), ("identity", "gurgaon")],
            ),
            (U, "give me a high protein lunch I can pack for office", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[25],
        existing=[("m1", "Has a dog named Canela", "personal")],
        turns=[
            (
                U,
                "Canela murió el domingo 😢 tenía 14 años, la enterramos en el patio",
                [("retract", "canela")],
            ),
            (A, "Lo siento muchísimo. ¿Cómo estás tú?", []),
            (U, "mal. tal vez algún día adopte otro, pero todavía no", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[26],
        turns=[
            (
                U,
                "please translate to Luganda: 'Dear parents, the school will close on 12 July for the holidays. Fees for next term are due before 2 September.'",
                [],
            ),
            (
                U,
                "webale. I'm the head teacher there btw, St. Kizito Primary in Mukono, so make it sound respectful",
                [("identity", "teacher")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[27],
        turns=[
            (
                U,
                "I worked 6 years in Dubai as electrician. first year the agent kept my passport and I couldnt even go home when ente amma was sick. lesson: never give your passport to agent, keep it yourself always",
                [("identity", "electrician"), ("experience", "passport")],
            ),
            (A, "That sounds very hard. Are you still in Dubai?", []),
            (U, "no, back in kerala since january", [("identity", "kerala")]),
            (
                U,
                "going to my tharavad in Kochi for Onam in september, whole family coming, can you suggest sadya menu",
                [("activity", "onam")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[28],
        turns=[
            (
                U,
                "yalla quick question. I have asthma and the dust in Cairo is killing me this month. which air purifier is good for a small flat?",
                [("identity", "asthma"), ("identity", "cairo")],
            ),
            (A, "Do you have a budget in mind?", []),
            (U, "max 5000 EGP", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[29],
        turns=[
            (
                U,
                "buenas, yo tejo huipiles en telar de cintura, aprendí de mi abuela. ahora estoy armando una tiendita en instagram para vender a turistas",
                [("identity", "weav"), ("context", "instagram")],
            ),
            (A, "¡Qué bonito! ¿Cuántas piezas tienes listas y quién toma las fotos?", []),
            (
                U,
                "como 20, mi hija me ayuda con las fotos con su celular",
                [("identity", "daughter")],
            ),
            (U, "qué precio le pongo a uno de 3 meses de trabajo?", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[30],
        turns=[
            (
                U,
                "hello, retired postman from glasgow here. I'm off to Oaxaca for the winter, flying out 4th of november, so I've been doing spanish on duolingo every night. 212 day streak!",
                [
                    ("identity", "postman"),
                    ("identity", "glasgow"),
                    ("activity", "oaxaca"),
                    ("context", "spanish"),
                ],
            ),
            (U, "how do I say 'where is the nearest chemist' without sounding like a tourist", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[31],
        turns=[
            (
                U,
                "write me a short story about a boy from Soweto who becomes a famous amapiano DJ, make it emotional",
                [],
            ),
            (
                A,
                "Thabo was twelve when he first heard a log drum rattle the windows of his gogo's house...",
                [],
            ),
            (
                U,
                "yoh that's basically me 😭 I DJ amapiano at weekends in Soweto, shisanyamas mostly.",
                [("identity", "dj"), ("identity", "soweto")],
            ),
        ],
    ),
]
