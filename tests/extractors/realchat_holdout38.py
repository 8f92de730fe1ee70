"""Held-out set 38: creative and media workers.

Musicians, painters, illustrators, writers, photographers, designers, tattoo artists,
podcasters and content creators, talking about gigs, commissions, exhibitions, deadlines,
clients who don't pay, and the day jobs many of them keep to pay the rent.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: run-on messages with
   several facts and a request, lowercase without apostrophes, typos, emoji and filler,
   sarcasm, fragments of Spanish, French, German, Polish, Hindi/Urdu, Tagalog, Portuguese,
   Turkish and Egyptian Arabic in Latin letters, a pasted ffmpeg error, forwarded emails to
   proofread or translate, a contract clause, a story about someone else, a friend's band,
   hypotheticals and wishes, facts given as the reason for a question, short fragment
   answers, a voice-typed message without punctuation, and a "sorry i meant" correction.
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   39% of the user turns state nothing durable about the user and carry no label. Five
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a session guitarist who works nights in a warehouse, with a wedding gig coming up",
    "a freelance illustrator chasing an unpaid book-cover invoice, pasting an email",
    "a tattoo artist who left the shop they were stored as working at",
    "a wedding photographer asking about ISO who wants short answers",
    "a primary teacher who writes fantasy at night and is about to query agents",
    "a true-crime podcaster pasting an ffmpeg error",
    "a freelance brand designer in Makati typing Taglish",
    "a painter voice-typing about a first solo show while working in a framing shop",
    "a drummer whose boyfriend, also the band's bassist, just broke up with them",
    "a makeup creator on TikTok writing in Spanish about a brand collab",
    "a student asking for a story about a jazz singer for a class",
    "an oil painter translating a French gallery's reply to an application",
    "an indie-game composer in Leipzig mixing German and English",
    "a retired alto in a church choir learning the Fauré Requiem",
    "a webcomic artist with tendinitis answering in fragments",
    "a Brazilian wedding DJ with a bank day job writing Portuguese",
    "a photographer who gave up freelancing for an office job and is selling gear",
    "a muralist in Izmir pricing a large hotel commission",
    "a sitcom writer entering a BBC open call, correcting a number",
    "a Hindi dubbing artist in Mumbai preparing an English audiobook audition",
    "a UX designer laid off from the company stored as their employer",
    "a home violin teacher planning a student recital",
    "a touring musician killing time at a late soundcheck",
    "someone asking about a friend's punk band being charged a buy-on",
    "a Polish children's book illustrator who moved from Kraków to Dublin",
    "an Egyptian cooking YouTuber checking a sponsorship clause",
    "a fashion design student with a graduate collection due",
    "a pet portrait painter who learned to take deposits the hard way",
    "someone wishing to be a famous rapper who makes beats on weekends",
    "an orchestral cellist with tinnitus who dislikes emojis",
    "a freelance animator whose old cat just died, with a Friday deadline",
)

HOLDOUT38: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "yo so im a guitarist, mostly session stuff and covers gigs, but i pay rent with "
                "a warehouse job (nights ugh). got a wedding gig friday and they want like 3 "
                "hours of sets. can u help me build a setlist that goes from dinner chill to "
                "dancefloor",
                [("identity", "guitarist"), ("identity", "warehouse"), ("activity", "wedding")],
            ),
            (A, "Sure! What does the couple like, and is it just you or a full band?", []),
            (
                U,
                "just me and a looper pedal lol. couple said 'no country pls' and honestly same "
                "🙃 i cant stand country",
                [("preference", "country")],
            ),
            (A, "Here's a three-set plan that builds from acoustic soul to upbeat pop…", []),
            (U, "perfect ty 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "can u proofread this before i send it, im a freelance illustrator and this "
                "client is 60 days late on paying me for a book cover 🙄\n\n'Hi Dana, I hope "
                "you're well. Just following up on invoice #0412 for the cover artwork "
                "delivered on 3 March. Per our contract payment was due within 30 days. Could "
                "you confirm when I can expect it? Best, Priya'",
                [("identity", "illustrator"), ("identity", "priya"), ("context", "cover")],
            ),
            (A, "It reads well. A slightly firmer version: 'Hi Dana, invoice #0412…'", []),
            (
                U,
                "ok but make it less polite lol, this is my 3rd follow up. also im in toronto if "
                "that matters for like small claims or whatever",
                [("identity", "toronto")],
            ),
            (A, "In Ontario, Small Claims Court handles amounts up to $35,000…", []),
            (U, "ugh fine. thx", []),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        existing=[
            ("m1", "Works as a tattoo artist at Ink Haven in Bristol", "professional"),
            ("m2", "Lives in Bristol", "personal"),
        ],
        turns=[
            (
                U,
                "ok big news i left ink haven!! renting a chair at a private studio now, way less "
                "drama. need help writing an insta post announcing it without sounding bitter 😅",
                [("retract", "ink haven"), ("identity", "studio")],
            ),
            (A, "Congrats! Draft: 'New chapter! I'm now tattooing from a private studio…'", []),
            (
                U,
                "love it. can u mention books open for june, and that i only do blackwork and "
                "fineline, no colour",
                [("identity", "blackwork")],
            ),
            (A, "Updated: '…Books are open for June. Blackwork and fineline only.'", []),
            (U, "also should i put my prices in the post or nah", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "im a wedding photographer (3rd season lol) and im shooting a wedding saturday in "
                "a church thats basically a cave. sony a7iii, 35 1.8 and 85 1.8. what iso should "
                "i be ok going up to before it looks like mush",
                [("identity", "photographer"), ("identity", "sony"), ("activity", "wedding")],
            ),
            (
                A,
                "Great question! Noise depends on several factors, including sensor size, "
                "exposure, and how you process your RAW files…",
                [],
            ),
            (
                U,
                "way too long bro just give me numbers. i always want the short version",
                [("preference", "short")],
            ),
            (A, "ISO 6400 is clean. 12800 if you must. Expose to the right.", []),
            (U, "👍", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "so i teach year 6 during the day and write fantasy at night, finally finished my "
                "first novel (140k words oops). querying agents starting next month. is 140k too "
                "long for a debut",
                [("identity", "teacher"), ("identity", "fantasy"), ("context", "agent")],
            ),
            (A, "For an adult fantasy debut, most agents look for roughly 90-120k words.", []),
            (
                U,
                "what if i split it into two books. like hypothetically if book 1 got a deal "
                "would they even want book 2",
                [],
            ),
            (A, "Possibly, but book one has to stand alone. Trimming is usually safer.", []),
            (
                U,
                "ok cutting it is 😭 also for future can u not use the word 'delve' lol it makes "
                "me twitch",
                [("preference", "delve")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "trying to batch convert my podcast episodes to mp3 and ffmpeg is yelling at "
                "me\n\n```\n$ ffmpeg -i ep41.wav -b:a 128k ep41.mp3\n[mp3 @ 0x55d8c] Invalid "
                "audio stream. Exactly one MP3 audio stream is required.\nCould not write header "
                "for output file #0 (incorrect codec parameters ?): Invalid argument\n```\nwhat "
                "am i doing wrong",
                [("identity", "podcast")],
            ),
            (
                A,
                "Your ffmpeg build probably lacks an MP3 encoder. Try `-c:a libmp3lame`, or "
                "install a build with LAME enabled.",
                [],
            ),
            (
                U,
                "ah yep homebrew build, fixed. its a true crime podcast w my sister btw, we're at "
                "ep 41 and ngl considering moving from anchor to something else",
                [("identity", "sister"), ("context", "anchor")],
            ),
            (A, "Popular options are Buzzsprout, Transistor and Captivate…", []),
            (U, "nah we dont have budget for anything paid lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "hi po! graphic designer ako dito sa makati, mostly brand identity for small "
                "businesses. pwede mo ba akong tulungan mag-compute ng rate ko per logo? 3 years "
                "na ako freelance",
                [("identity", "designer"), ("identity", "makati")],
            ),
            (A, "Of course! About how many hours does one logo take you, with revisions?", []),
            (
                U,
                "mga 15-20 hrs per logo kasama revisions. in pesos please, hindi dollars",
                [("preference", "pesos")],
            ),
            (A, "At ₱800-1,200 an hour, a logo would land around ₱12,000-24,000…", []),
            (U, "salamat!! sobrang helpful 😭", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "ok so I have my first solo show at the Hatch gallery in Sheffield on the 14th "
                "of September and I have about 9 paintings done out of 20 I need and I'm "
                "freaking out a little can you help me make a schedule for the rest",
                [("identity", "paint"), ("activity", "solo")],
            ),
            (A, "Definitely. How many hours a week can you paint, and do you have a day job?", []),
            (
                U,
                "weekends mostly I work at a framing shop Monday to Friday so evenings maybe two "
                "hours",
                [("identity", "framing")],
            ),
            (A, "That's about 22 hours a week. Here's a plan finishing one piece a week…", []),
            (U, "that's actually doable thank you I might cry", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        existing=[
            ("m1", "In a relationship with Marco", "personal"),
            ("m2", "Plays drums in a band", "personal"),
        ],
        turns=[
            (
                U,
                "ok so marco and i broke up. which would be whatever except hes also our bassist "
                "🙃 we have a gig in 2 weeks. how do i even do this",
                [("retract", "marco"), ("activity", "gig")],
            ),
            (A, "I'm sorry. Would cancelling or finding a fill-in bassist be an option?", []),
            (
                U,
                "we're not cancelling, the venue is the first place that ever booked us. i just "
                "need to get through one night lol",
                [],
            ),
            (
                A,
                "Then keep it professional: agree on the setlist by text, arrive separately…",
                [],
            ),
            (U, "also pls no therapy speak, just talk normal", [("preference", "therapy")]),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "holaa soy creadora de contenido, hago videos de maquillaje en tiktok, tengo "
                "como 80k seguidores 💄 necesito ideas para una colab con una marca de skincare",
                [("identity", "makeup")],
            ),
            (A, "¡Claro! Algunas ideas: una rutina de 'get ready with me'…", []),
            (
                U,
                "y en ingles porfa que la marca es de usa. ah y vivo en guadalajara por si "
                "importa el envío",
                [("identity", "guadalajara")],
            ),
            (A, "Sure! 1) A GRWM using their moisturizer as the base…", []),
            (U, "jajaja me encanta la 3", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "write me a short story: marisol is a jazz singer in 1950s new orleans who lost "
                "her voice the night before her big debut. she has a twin brother who plays "
                "trumpet",
                [],
            ),
            (A, "The night before the Blue Heron opened its doors, Marisol woke up silent…", []),
            (U, "make the brother the villain lol", []),
            (A, "Rewritten: it was Teo who slipped the powder into her tea…", []),
            (
                U,
                "ok this is so good. im using it for my creative writing class, due thursday",
                [("context", "writing"), ("activity", "thursday")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "can u translate this, a gallery in lyon replied to my application and my french "
                "is trash\n\n'Bonjour, Nous avons bien reçu votre dossier. Notre comité se "
                "réunira le 12 mai et nous vous contacterons ensuite. Merci de nous envoyer "
                "trois visuels supplémentaires en haute définition. Cordialement, Claire Martin, "
                "Galerie Saint-Jean'",
                [("context", "gallery"), ("identity", "french")],
            ),
            (
                A,
                "'Hello, we have received your application. Our committee meets on 12 May and "
                "we will contact you afterwards. Please send three more high-resolution images.'",
                [],
            ),
            (U, "merci lol. what does 'visuels' mean exactly, like photos of the work?", []),
            (A, "Yes, images of your artworks, usually high-res photos.", []),
            (
                U,
                "cool. i mostly do big oil paintings so hd photos are a nightmare, my phone makes "
                "everything look orange",
                [("identity", "oil")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "hey, ich bin Komponist für Indie-Games, mostly orchestral mockups in Cubase. my "
                "client wants stems in 48k/24 but my template is 44.1, does resampling hurt "
                "quality?",
                [("identity", "composer"), ("identity", "cubase")],
            ),
            (A, "Modern resamplers are transparent. Bouncing directly at 48k is cleanest.", []),
            (
                U,
                "danke. also i live in leipzig and my client is in the US, how do i invoice "
                "without getting killed on fees",
                [("identity", "leipzig")],
            ),
            (A, "Services like Wise let the client pay into a USD account with low fees…", []),
            (U, "alles klar, wise it is", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "I'm 71 and sing alto in our church choir every Thursday, we're doing the Fauré "
                "Requiem at Easter. Can you explain how to count the 3/4 bars in the Sanctus, I "
                "keep coming in early.",
                [("identity", "71"), ("identity", "choir"), ("activity", "requiem")],
            ),
            (A, "Count 'ONE-two-three' and feel the long notes across the bar line…", []),
            (
                U,
                "Thank you dear. Could you make the text a bit bigger? My eyes aren't what they "
                "were.",
                [],
            ),
            (A, "I can't change the size myself, but pressing Ctrl and + zooms the page.", []),
            (
                U,
                "Ctrl and plus, got it. My grandson set this up for me.",
                [("identity", "grandson")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "my wrist has been killing me after long inking days, doc said tendinitis. any "
                "stretches? i draw a webcomic, update 3x a week",
                [("identity", "tendinitis"), ("identity", "webcomic")],
            ),
            (
                A,
                "Try wrist flexor stretches and tendon glides. How many hours a day do you draw?",
                [],
            ),
            (U, "like 8-10", []),
            (A, "That's a lot. Breaks every 45 minutes help. Do you draw on a tablet?", []),
            (U, "cintiq, yeah. the pen is kinda thin tbh", []),
            (A, "A chunky silicone grip on the pen can take a lot of strain off.", []),
            (U, "ordered one. and pls remind me to take breaks lol jk u cant", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "oi! sou DJ de casamento em belo horizonte, e tb trabalho de dia num banco 😅 "
                "sábado tenho um casamento que os noivos querem só anos 80. me ajuda com uma "
                "transição de Tim Maia pra Queen?",
                [
                    ("identity", "dj"),
                    ("identity", "belo horizonte"),
                    ("identity", "bank"),
                    ("activity", "wedding"),
                ],
            ),
            (A, "Sure! Try going from 'Do Leme ao Pontal' into 'Another One Bites the Dust'…", []),
            (
                U,
                "perfeito. responde em portugues daqui pra frente pfv",
                [("preference", "portuguese")],
            ),
            (A, "Claro! A partir de agora respondo em português.", []),
            (U, "valeu 🙌", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        existing=[
            ("m1", "Works as a freelance photographer", "professional"),
            ("m2", "Lives in Glasgow", "personal"),
        ],
        turns=[
            (
                U,
                "hey so update, i packed in the freelance photography thing, started as a "
                "marketing coordinator at a uni in january. steady paycheck finally lol. need to "
                "sell my gear, whats a fair price for a used canon r6 w 40k shutter count",
                [("retract", "photographer"), ("identity", "marketing")],
            ),
            (A, "A used R6 body at that count usually goes for around £1,100-1,300.", []),
            (U, "ok and where do ppl sell that in the uk, ebay feels sketchy", []),
            (A, "MPB and Wex buy outright; Facebook groups get better prices but more hassle.", []),
            (U, "mpb it is cheers", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "merhaba! im a muralist based in izmir, got a commission from a hotel in bodrum "
                "for a 12m wall 😳 how do i price something that big, never done more than 5m",
                [("identity", "muralist"), ("identity", "izmir"), ("context", "mural")],
            ),
            (A, "Price per square metre, plus design fee, materials, lift rental and travel…", []),
            (
                U,
                "çok teşekkürler. they want it done before the season opens in may",
                [("activity", "may")],
            ),
            (A, "At around 3 m² a day, a 12x4 m wall needs about 3 weeks of painting.", []),
            (
                U,
                "haha im not that fast, i usually paint alone. ok ill ask my cousin to help",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "im writing a pilot for a comedy about a family-run kebab shop, its for the bbc "
                "writersroom open call, deadline is the 20th",
                [("context", "pilot"), ("activity", "bbc")],
            ),
            (A, "Fun premise! How long is the script right now?", []),
            (U, "52 pages. sorry i meant 32, 52 would be insane lol", []),
            (A, "32 is right in range for a half-hour comedy.", []),
            (
                U,
                "cool. my mum actually ran a kebab shop in croydon for 20 yrs so a lot of it is "
                "just. my childhood 💀",
                [("identity", "kebab")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "yaar main voice artist hoon, mostly hindi dubbing for cartoons aur ads. ek "
                "audition aaya hai english audiobook ka, kal tak bhejna hai. can u give me tips "
                "for a neutral accent",
                [("identity", "voice"), ("identity", "hindi"), ("activity", "audition")],
            ),
            (A, "Slow down, keep vowels open, and soften retroflex t and d…", []),
            (
                U,
                "mumbai mein rehta hoon, ghar pe closet studio banaya hai lol, bahut echo nahi "
                "hai but AC band karna padta hai 🥵",
                [("identity", "mumbai"), ("identity", "studio")],
            ),
            (A, "A closet full of clothes is great dampening. Record early mornings…", []),
            (U, "shukriya bhai", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        existing=[("m1", "Works as a UX designer at Fintrix", "professional")],
        turns=[
            (
                U,
                "welp fintrix laid off half the design team yesterday, me included 🙃 can u look "
                "at my portfolio case study intro, trying to get applications out this week",
                [("retract", "fintrix"), ("context", "job")],
            ),
            (A, "I'm sorry to hear that. Paste the intro and I'll take a look.", []),
            (
                U,
                "'I led the redesign of Fintrix's onboarding flow, cutting drop-off by 34% "
                "across 3 markets.' thats the first line, is it too braggy",
                [("experience", "onboarding")],
            ),
            (A, "Not at all — it's specific and measurable. Keep it.", []),
            (U, "k. tbh im kinda relieved, i hated fintech", [("preference", "fintech")]),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "i teach violin from home, about 25 students, mostly kids. spring recital is on "
                "may 18 and i need a running order that doesnt put all the twinkle variations "
                "back to back lmao",
                [("identity", "violin"), ("activity", "recital")],
            ),
            (A, "Happy to help! Send me the list of students and pieces.", []),
            (
                U,
                "ok: Ava 7 twinkle A, Leo 9 minuet 1, Sofia 12 vivaldi a minor 1st mvt, Noah 8 "
                "twinkle C, Maya 15 bach double w me, Jonah 6 twinkle A",
                [],
            ),
            (A, "Jonah, Leo, Ava, Noah, Sofia, then Maya and you on the Bach to close.", []),
            (
                U,
                "perfect. also i use metric, the hall is 12 by 20 metres, how many chairs fit",
                [("preference", "metric")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "sound check was supposed to be at 5. its 7:40. i love this industry so much 🙂🙂",
                [],
            ),
            (A, "Ouch. The classic 'hurry up and wait'. Hope the show makes up for it.", []),
            (U, "lol ya. anyway tell me a joke about bass players", []),
            (A, "How do you get a bass player off your porch? Pay for the pizza.", []),
            (U, "ok that was terrible. 10/10", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "my friend jess is in a punk band called sour milk and they just got offered a "
                "support slot on a tour, but the promoter wants them to pay 500 quid 'buy-on'. "
                "is that normal or a scam",
                [],
            ),
            (A, "Buy-ons exist, but for a small band they're rarely worth it…", []),
            (
                U,
                "i'm their manager kinda, unofficially lol. what should i tell her",
                [("identity", "manage")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        existing=[
            ("m1", "Lives in Kraków", "personal"),
            ("m2", "Illustrates children's books", "professional"),
        ],
        turns=[
            (
                U,
                "hej! przeprowadziłam się do Dublina w zeszłym miesiącu 🇮🇪 so now im a polish "
                "illustrator in dublin lol. need to figure out taxes for my publisher in poland, "
                "do i invoice as irish now?",
                [("retract", "kraków"), ("identity", "dublin"), ("identity", "publisher")],
            ),
            (A, "If you now live in Ireland, you're likely Irish tax resident from…", []),
            (
                U,
                "jezu ok. also my bf is irish, were renting in phibsborough if that changes "
                "anything for like the address stuff",
                [("identity", "boyfriend"), ("identity", "phibsborough")],
            ),
            (A, "It doesn't change residency, but use the Phibsborough address on invoices.", []),
            (U, "dzięki, youre a lifesaver", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "yalla i need help, i run a cooking channel on youtube (egyptian home food, 200k "
                "subs alhamdulillah) and a brand sent me a contract. can u check if this "
                "exclusivity clause is normal:\n\n'Creator shall not promote any competing "
                "cookware brand for a period of 12 months following publication.'",
                [("identity", "cooking")],
            ),
            (A, "Twelve months is long for a single video; 30-90 days is more typical.", []),
            (
                U,
                "wallahi 12 months is crazy, i already have a deal with another pan company lol",
                [("context", "deal")],
            ),
            (A, "Then ask to narrow it to 60 days, or carve out your existing partner.", []),
            (U, "shukran ya habibi 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "final year fashion design at central saint martins, my graduate collection is "
                "due in 6 weeks and my pattern for the main coat is wrong ughhh. how do i fix a "
                "gaping back neckline on a toile",
                [("identity", "fashion"), ("identity", "martins"), ("context", "collection")],
            ),
            (A, "Pin out the excess at the neckline and transfer it to a shoulder dart…", []),
            (
                U,
                "omg that worked. also im vegan so i need non-wool alternatives for a heavy coat "
                "fabric, any ideas",
                [("identity", "vegan")],
            ),
            (A, "Look at heavy cotton melton, recycled polyester boiled-wool look-alikes…", []),
            (
                U,
                "not polyester pls i hate it, it feels like plastic bags",
                [("preference", "polyester")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "learned the hard way this year: never start a commission without a 50% deposit. "
                "did a full pet portrait series for a lady who then ghosted me 🙃 anyway can u "
                "write me a short terms and conditions for my commission page",
                [("experience", "deposit"), ("identity", "portrait")],
            ),
            (A, "Here's a draft. Where do you ship from, and do you take rush orders?", []),
            (
                U,
                "utrecht. and no rush orders under 3 weeks",
                [("identity", "utrecht")],
            ),
            (A, "Added: 'Ships from Utrecht. Minimum turnaround three weeks.'", []),
            (U, "👌 perfect", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "if i was a famous rapper id buy my mom a house in lagos and never look at a "
                "spreadsheet again lol. anyway write me a verse about that",
                [],
            ),
            (A, "'Mama got the keys to a house in Lekki, no more cells in a sheet…'", []),
            (
                U,
                "ngl this is better than mine. i do make beats on fl studio on weekends tho, "
                "been at it like 3 years",
                [("identity", "beats")],
            ),
            (A, "Three years in is when it starts clicking. Keep going!", []),
            (U, "real talk should i put stuff on soundcloud or is that dead", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "Professional cellist here, section player with the Hallé. Developed tinnitus "
                "last year and I'm terrified it gets worse. What earplugs do orchestral players "
                "actually use? Please no emojis in replies, I find them grating.",
                [
                    ("identity", "cellist"),
                    ("identity", "hallé"),
                    ("identity", "tinnitus"),
                    ("preference", "emoji"),
                ],
            ),
            (A, "Most use custom musician's earplugs with flat filters, such as ER-15.", []),
            (
                U,
                "We've got Mahler 6 in three weeks, the hammer blows are right behind me. Would "
                "custom molds be ready in time?",
                [("activity", "mahler")],
            ),
            (A, "Usually one to two weeks after impressions, so yes if you book soon.", []),
            (U, "Good. Booking an audiologist tomorrow.", [("activity", "audiologist")]),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "sad day, my cat mochi passed away on sunday 😢 she was 16. sorry random. im a "
                "freelance animator and i need to finish a loop for a client by friday and i "
                "cant focus at all",
                [("experience", "mochi"), ("identity", "animator"), ("activity", "friday")],
            ),
            (A, "I'm so sorry about Mochi. Sixteen years is a lot of love. What's the loop?", []),
            (
                U,
                "its a 4 second idle loop for a mobile game, character breathing. after effects. "
                "can u break it into tiny steps so i dont spiral",
                [],
            ),
            (A, "1) Block the inhale pose. 2) Block the exhale pose. 3) …", []),
            (U, "thank u. genuinely", []),
        ],
    ),
]
