/**
 * Shopping list set (issue 35): realistic UK shopping lists as people type or paste them (bullets, numbering,
 * quantities in every style, shorthand, brands, the odd typo, things the shop does not sell), each line with what
 * a shopper would accept as its match: case-insensitive patterns over product names (the best match must fit one),
 * or '-' for a line the catalogue cannot answer, which should be kept as text. Written from the shopper's side of
 * the real catalogue (db/seed/catalogue), before the matcher was tuned; modules/lists/list-quality.ts scores it.
 *
 * Each list is its text as pasted, one line per item, with ` => ` and the accepted patterns after it.
 */
export interface ListCase {
  name: string;
  /** The lines as pasted (the part before ' => '). */
  text: string;
  /** Per line: accepted name patterns, or 'none' when the line should be kept as text. */
  accept: (string[] | 'none')[];
}

// What a shopper means by the everyday words, as patterns over the catalogue's names.
const MILK = '(whole|skimmed|semi-skimmed|semi skimmed) milk';
const SEMI = 'semi[- ]skimmed milk';
const BREAD = '(white|wholemeal|seeded|toastie|soft white|best of both|50/50)( medium)? (bread|loaf)|bloomer';
const WHITE_BREAD = 'white (bread|loaf)|white bloomer';
const BROWN_BREAD = 'wholemeal';
const EGGS = 'eggs';
const BUTTER = 'butter$|butter spreadable|spreadable|lurpak';
const CHEDDAR = 'cheddar';
const TEA = 'tea bags';
const COFFEE = 'instant coffee|nescafe|kenco|ground coffee';
const BANANAS = 'bananas';
const APPLES = 'apples';
const POTATOES = 'potatoes';
const ONIONS = 'onions';
const CARROTS = 'carrots';
const TOMATOES = '(salad|cherry|vine) tomatoes';
const TINNED_TOMS = 'chopped tomatoes';
const BEANS = 'baked beans';
const PASTA = 'pasta|spaghetti|fusilli|penne';
const RICE = 'rice$|long grain|basmati';
const MINCE = 'beef mince';
const CHICKEN_BREAST = 'chicken breast';
const BACON = 'bacon';
const SAUSAGES = 'sausages';
const LOO_ROLL = 'toilet (roll|tissue)';
const KITCHEN_ROLL = 'kitchen roll';
const WASHING_UP = 'washing up liquid';
const DISHWASHER = 'dishwasher tablets|dishwasher pods';
const LAUNDRY = 'laundry|washing liquid|washing capsules|pods|bio';
const CRISPS = 'crisps';
const YOGHURT = 'yogh?urts?';
const OJ = 'orange juice';
const CEREAL = 'corn flakes|cornflakes|weetabix|wholewheat biscuits|shreddies|crunchy nut|coco pops|granola|oat so simple';
const WINE_RED = 'merlot|shiraz|malbec|rioja|tempranillo';
const WINE_WHITE = 'sauvignon blanc|pinot grigio|chardonnay';
const LAGER = 'lager|nastro azzurro';
const SQUASH = 'squash';
const BISCUITS = 'biscuits|digestives|cookies|rich tea|custard creams|shortbread';
const CHOCOLATE = 'chocolate( bar)?$|dairy milk|galaxy|dark chocolate|milk chocolate';
const NAPPIES = 'nappies';
const WIPES = 'baby wipes|waterwipes';

/** A list from its pasted form: `typed line => pattern ; pattern` per line, '-' for none. */
function list(name: string, body: string): ListCase {
  const lines = body
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return {
    name,
    text: lines.map((l) => l.split(' => ')[0]!.trim()).join('\n'),
    accept: lines.map((l) => {
      const wanted = l.split(' => ')[1]?.trim();
      if (!wanted) throw new Error(`list-set: no accepted answer for '${l}' in '${name}'`);
      return wanted === '-' ? 'none' : wanted.split(' ; ');
    }),
  };
}

export const LIST_SET: ListCase[] = [
  list(
    'Family weekly shop',
    `
    - 4 pints semi skimmed milk => ${SEMI}
    - bread => ${BREAD}
    - bananas x6 => ${BANANAS}
    - loo roll => ${LOO_ROLL}
    - 2 tins chopped toms => ${TINNED_TOMS}
    - 500g mince => ${MINCE}
    - dozen eggs => ${EGGS}
    - cheddar => ${CHEDDAR}
    - butter => ${BUTTER}
    - apples => ${APPLES}
    - carrots => ${CARROTS}
    - potatoes => ${POTATOES}
    - pasta => ${PASTA}
    - tea bags => ${TEA}
    - washing up liquid => ${WASHING_UP}
  `,
  ),
  list(
    'Student basics',
    `
    milk => ${MILK}
    bread => ${BREAD}
    beans x4 => ${BEANS}
    pasta => ${PASTA}
    pasta sauce => pasta sauce|bolognese|tomato & basil sauce
    cheese => ${CHEDDAR}|cheese
    instant noodles => noodles
    coffee => ${COFFEE}
    crisps => ${CRISPS}
    frozen pizza => pizza
    loo roll => ${LOO_ROLL}
    rice => ${RICE}
  `,
  ),
  list(
    'Sunday roast',
    `
    1. whole chicken => whole chicken
    2. maris pipers 2kg => maris piper
    3. carrots => ${CARROTS}
    4. parsnips => parsnips
    5. broccoli => broccoli
    6. gravy granules => gravy granules
    7. yorkshire puddings => yorkshire puddings
    8. stuffing => -
    9. frozen peas => garden peas
    10. red wine => ${WINE_RED}
    11. cauliflower => cauliflower
  `,
  ),
  list(
    'Curry night',
    `
    chicken thighs => chicken thighs
    2 onions => ${ONIONS}
    garlic => garlic
    ginger => ginger
    tikka masala sauce => tikka masala
    basmati rice => basmati
    naan breads => naan
    coconut milk => coconut milk
    mango chutney => mango chutney
    fresh coriander => -
    natural yoghurt => natural yogh?urt
    4 cans lager => ${LAGER}
  `,
  ),
  list(
    'Fry up',
    `
    bacon => ${BACON}
    sausages => ${SAUSAGES}
    6 eggs => ${EGGS}
    mushrooms => mushrooms
    beans => ${BEANS}
    hash browns => hash browns
    black pudding => -
    tomatoes => ${TOMATOES}
    brown sauce => brown sauce
    ketchup => ketchup
    bread => ${BREAD}
    orange juice => ${OJ}
  `,
  ),
  list(
    'Baking day',
    `
    * plain flour => plain flour
    * self raising flour => self raising flour
    * caster sugar => caster sugar
    * unsalted butter x2 => unsalted butter
    * large eggs => large free range eggs|eggs
    * vanilla extract => -
    * golden syrup => golden syrup
    * icing sugar => -
    * chocolate chips => -
    * strawberry jam => strawberry (jam|conserve)
    * double cream => double cream
    * milk => ${MILK}
  `,
  ),
  list(
    'BBQ',
    `
    burgers => burgers
    sausages x2 => ${SAUSAGES}
    brioche buns => brioche burger buns
    bread rolls => white rolls
    coleslaw => -
    lettuce => lettuce
    tomatoes => ${TOMATOES}
    red onion => red onions
    cheese slices => -
    ketchup => ketchup
    mayo => mayonnaise
    charcoal => -
    lager x12 => ${LAGER}
    cider => cider
    crisps => ${CRISPS}
    rose wine => rose
  `,
  ),
  list(
    'New baby',
    `
    nappies size 4 => ${NAPPIES}
    baby wipes x3 => ${WIPES}
    cotton buds => cotton buds
    baby shampoo => baby shampoo
    whole milk => whole milk
    bananas => ${BANANAS}
    porridge oats => porridge oats
    nappy bags => -
    paracetamol => paracetamol
    tissues => tissues
  `,
  ),
  list(
    'Cleaning cupboard',
    `
    bleach => bleach
    washing up liquid => ${WASHING_UP}
    dishwasher tablets => ${DISHWASHER}
    rinse aid => rinse aid
    dishwasher salt => dishwasher salt
    non bio => non bio
    fabric softener => fabric conditioner|comfort
    bin bags => bin bags|bin liners|refuse sacks
    kitchen roll => ${KITCHEN_ROLL}
    antibacterial spray => antibacterial surface|dettol
    antibacterial wipes => antibacterial (multipurpose )?wipes
    toilet cleaner => toilet cleaner|harpic
    cif => cif
    sponges => -
    rubber gloves => -
  `,
  ),
  list(
    'Bathroom top up',
    `
    toothpaste => toothpaste
    2 toothbrushes => toothbrushes
    shampoo => shampoo
    conditioner => conditioner
    shower gel => shower gel|body wash
    deodorant => deodorant|anti-perspirant
    hand soap => hand wash|beauty bar
    mouthwash => mouthwash
    razor blades => razor
    loo roll 9 pack => ${LOO_ROLL}
    cotton buds => cotton buds
    plasters => plasters
  `,
  ),
  list(
    'Pasta night',
    `
    spaghetti => spaghetti
    beef mince 500g => ${MINCE}
    dolmio => dolmio
    onion => ${ONIONS}
    garlic => garlic
    parmesan => -
    garlic bread => -
    mushrooms => mushrooms
    red wine => ${WINE_RED}
    salad bag => salad
  `,
  ),
  list(
    'Healthy week',
    `
    greek yoghurt => greek (style )?(natural )?yogh?urt
    blueberries => blueberries
    strawberries => strawberries
    spinach => spinach
    broccoli => broccoli
    sweet potatoes => sweet potatoes
    salmon fillets => salmon fillets
    chicken breast => ${CHICKEN_BREAST}
    brown rice => -
    porridge oats => porridge oats
    avocados => avocados
    peppers => peppers
    cucumber => cucumber
    cherry tomatoes => cherry tomatoes
    almonds => -
    oat milk => oat (milk|drink)
  `,
  ),
  list(
    'Veggie week',
    `
    quorn mince => quorn mince
    veggie sausages => vegetarian sausages|meat free sausages
    halloumi => halloumi
    chickpeas => chickpeas
    red lentils => lentils
    kidney beans => kidney beans
    tinned toms x3 => ${TINNED_TOMS}
    peppers => peppers
    onions => ${ONIONS}
    feta => salad cheese
    spinach => spinach
    tortilla wraps => wraps
    sweetcorn => sweetcorn
    rice => ${RICE}
  `,
  ),
  list(
    'Lunchboxes',
    `
    ham => ham
    cheese triangles => cheese triangles
    babybel => babybel
    wraps => wraps
    crisps multipack => ${CRISPS}
    yoghurts => ${YOGHURT}
    apples => ${APPLES}
    grapes => grapes
    satsumas => clementines
    capri sun => capri-sun
    cereal bars => cereal bars|nature valley
    cooked chicken => cooked chicken
  `,
  ),
  list(
    'Party food',
    `
    2 bags tortilla chips => tortilla chips
    doritos => doritos
    pringles x3 => pringles
    salsa => -
    sausage rolls => -
    mini pork pies => pork pies
    cocktail sausages => -
    pizza x2 => pizza
    haribo => haribo
    chocolate fingers => -
    prosecco x2 => prosecco
    coke => coca-cola|coke|cola
    lemonade => lemonade
    ice => -
    paper plates => -
    napkins => -
  `,
  ),
  list(
    'Breakfast bits',
    `
    cornflakes => corn flakes
    weetabix => weetabix
    milk => ${MILK}
    bread => ${BREAD}
    butter => ${BUTTER}
    jam => jam|conserve
    marmalade => marmalade
    marmite => marmite
    honey => honey
    crumpets => crumpets
    croissants => croissants
    orange juice => ${OJ}
    coffee => ${COFFEE}
  `,
  ),
  list(
    'Quick top up',
    `
    milk => ${MILK}
    bread => ${BREAD}
    bananas => ${BANANAS}
    eggs => ${EGGS}
    cheese => cheddar|cheese
    butter => ${BUTTER}
    crisps => ${CRISPS}
    chocolate => ${CHOCOLATE}
    loo roll => ${LOO_ROLL}
    washing up liquid => ${WASHING_UP}
  `,
  ),
  list(
    'Mexican night',
    `
    fajita kit => fajita kit
    chicken breasts => ${CHICKEN_BREAST}
    peppers x3 => peppers
    red onion => red onions
    tortilla wraps => wraps
    grated cheese => grated
    sour cream => -
    guacamole => -
    avocado x2 => avocados
    lime => -
    kidney beans => kidney beans
    rice => ${RICE}
    corona => -
  `,
  ),
  list(
    'Fish Friday',
    `
    fish fingers => fish fingers
    oven chips => oven chips|home chips
    peas => peas
    salmon => salmon
    prawns => prawns
    tuna => tuna
    lemon => lemons
    tartare sauce => -
    scampi => scampi
    mushy peas => -
  `,
  ),
  list(
    'Pet supplies',
    `
    cat food pouches => cat food pouches
    whiskas => whiskas
    dreamies => dreamies
    dog food => dog food
    cat litter => -
    dog treats => -
    felix => felix
    kitchen roll => ${KITCHEN_ROLL}
    bin bags => bin bags|bin liners|refuse sacks
    antibacterial wipes => antibacterial (multipurpose )?wipes
  `,
  ),
  list(
    'Drinks run',
    `
    coke zero => coca-cola zero
    diet coke => diet coke
    pepsi max => pepsi max
    irn bru => irn-bru
    lemonade => lemonade
    orange squash => orange squash
    ribena => ribena
    sparkling water => sparkling water
    still water 6 pack => still (spring )?water
    tonic => tonic water
    red bull x4 => red bull
    lucozade => lucozade
    apple juice => apple juice
  `,
  ),
  list(
    'Booze for the weekend',
    `
    gin => gin
    tonic => tonic water
    vodka => vodka
    whisky => whisky
    rum => rum
    baileys => baileys
    red wine x2 => ${WINE_RED}
    white wine => ${WINE_WHITE}
    prosecco => prosecco
    lager => ${LAGER}
    cider => cider
    guinness => guinness
    stella => stella artois
    aperol => aperol
  `,
  ),
  list(
    'Everyday fruit and veg',
    `
    bananas => ${BANANAS}
    apples => ${APPLES}
    pears => pears
    oranges => oranges
    grapes => grapes
    strawberries => strawberries
    blueberries => blueberries
    pineapple => pineapple
    mango => mango
    kiwi => kiwi
    lemons => lemons
    potatoes => ${POTATOES}
    onions => ${ONIONS}
    carrots => ${CARROTS}
    broccoli => broccoli
    cauliflower => cauliflower
    cucumber => cucumber
    lettuce => lettuce
    tomatoes => ${TOMATOES}
    mushrooms => mushrooms
    peppers => peppers
    courgettes => -
    leeks => leeks
    sweet potatoes => sweet potatoes
    garlic => garlic
  `,
  ),
  list(
    'Store cupboard restock',
    `
    chopped tomatoes x4 => ${TINNED_TOMS}
    passata => passata
    tomato puree => tomato puree
    baked beans x4 => ${BEANS}
    tuna x4 => tuna
    chickpeas => chickpeas
    kidney beans => kidney beans
    sweetcorn => sweetcorn
    tomato soup => tomato soup
    pasta => ${PASTA}
    rice => ${RICE}
    lasagne sheets => lasagne sheets
    plain flour => plain flour
    sugar => sugar
    salt => table salt
    olive oil => olive oil
    vegetable oil => sunflower oil
    stock cubes => stock cubes|stock pot
    gravy => gravy
    vinegar => vinegar
  `,
  ),
  list(
    'Sandwiches for the week',
    `
    sliced bread x2 => ${BREAD}
    ham => ham
    cheddar => ${CHEDDAR}
    cooked chicken slices => cooked chicken
    tuna => tuna
    mayo => mayonnaise
    pickle => pickle
    lettuce => lettuce
    tomatoes => ${TOMATOES}
    cucumber => cucumber
    butter => ${BUTTER}
    crisps => ${CRISPS}
  `,
  ),
  list(
    'Treats',
    `
    dairy milk => dairy milk
    galaxy => galaxy
    maltesers => maltesers
    kitkat => kitkat
    twix => -
    mars bars => mars bars
    snickers => snickers
    haribo => haribo
    jelly babies => jelly babies
    jaffa cakes => jaffa cakes
    digestives => digestives
    oreos => oreo
    ice cream => ice cream
    magnums => magnum
    ben and jerrys => ben & jerry
  `,
  ),
  list(
    'Typed in a hurry',
    `
    semi skimmed => ${SEMI}
    wholemeal bread => ${BROWN_BREAD}
    free range eggs => free range eggs
    mature cheddar => mature cheddar
    chicken breast fillets => ${CHICKEN_BREAST}
    streaky bacon => streaky bacon
    cumberland sausages => cumberland sausages
    new potatoes => baby potatoes
    spuds => ${POTATOES}
    toms => ${TOMATOES}
    choc digestives => chocolate digestives
    OJ => ${OJ}
    kitchen towel => ${KITCHEN_ROLL}
    bog roll => ${LOO_ROLL}
    fairy liquid => fairy original washing up liquid
  `,
  ),
  list(
    'Typos and all',
    `
    brocoli => broccoli
    tomatos => ${TOMATOES}
    spagetti => spaghetti
    sausges => ${SAUSAGES}
    yoghurt => ${YOGHURT}
    mozarella => mozzarella
    cucumbers => cucumber
    potatos => ${POTATOES}
    bannanas => ${BANANAS}
    chedder => ${CHEDDAR}
    biscits => ${BISCUITS}
    choclate => ${CHOCOLATE}
  `,
  ),
  list(
    'Brands I like',
    `
    heinz beans => heinz baked beans
    heinz ketchup => heinz tomato ketchup
    hellmanns => hellmann
    warburtons toastie => warburtons toastie
    lurpak => lurpak
    cathedral city => cathedral city
    yorkshire tea => yorkshire tea
    pg tips => pg tips
    nescafe gold => nescafe gold
    andrex => andrex
    fairy => fairy
    persil => persil
    walkers ready salted => walkers ready salted
    mcvities digestives => mcvitie's digestives
    kelloggs cornflakes => kellogg's corn flakes
    birds eye fish fingers => birds eye cod fish fingers
  `,
  ),
  list(
    'Big monthly shop',
    `
    1) 2x 4 pints semi skimmed => ${SEMI}
    2) bread x2 => ${BREAD}
    3) eggs x12 => ${EGGS}
    4) butter => ${BUTTER}
    5) cheddar => ${CHEDDAR}
    6) yoghurts => ${YOGHURT}
    7) chicken breasts => ${CHICKEN_BREAST}
    8) mince x2 => ${MINCE}
    9) sausages => ${SAUSAGES}
    10) bacon => ${BACON}
    11) salmon => salmon
    12) fish fingers => fish fingers
    13) frozen peas => peas
    14) oven chips => oven chips|home chips
    15) potatoes => ${POTATOES}
    16) onions => ${ONIONS}
    17) carrots => ${CARROTS}
    18) broccoli => broccoli
    19) apples => ${APPLES}
    20) bananas => ${BANANAS}
    21) pasta x2 => ${PASTA}
    22) rice => ${RICE}
    23) chopped tomatoes x4 => ${TINNED_TOMS}
    24) baked beans x4 => ${BEANS}
    25) cereal => ${CEREAL}
    26) tea bags => ${TEA}
    27) coffee => ${COFFEE}
    28) loo roll => ${LOO_ROLL}
    29) washing liquid => ${LAUNDRY}
    30) dishwasher tablets => ${DISHWASHER}
  `,
  ),
  list(
    'Picnic',
    `
    pork pies => pork pies
    scotch eggs => -
    ham => ham
    cheddar => ${CHEDDAR}
    crackers => crackers
    grapes => grapes
    strawberries => strawberries
    crisps => ${CRISPS}
    bread rolls => white rolls
    cherry tomatoes => cherry tomatoes
    elderflower cordial => elderflower
    j2o => j2o
  `,
  ),
  list(
    'Camping trip',
    `
    sausages => ${SAUSAGES}
    bacon => ${BACON}
    baked beans => ${BEANS}
    bread rolls => white rolls
    eggs => ${EGGS}
    instant coffee => instant coffee|nescafe|kenco
    tea bags => ${TEA}
    uht milk => -
    batteries aa => aa batteries
    kitchen foil => foil
    marshmallows => -
    crisps => ${CRISPS}
    bottled water => water
    firelighters => -
  `,
  ),
  list(
    'Cold and flu',
    `
    paracetamol => paracetamol
    ibuprofen => ibuprofen
    lemsip => lemsip
    tissues => tissues
    honey => honey
    lemons => lemons
    orange juice => ${OJ}
    lucozade => lucozade
    soup x3 => soup
    ginger => ginger
  `,
  ),
  list(
    'Christmas extras',
    `
    prosecco x3 => prosecco
    champagne => champagne
    baileys => baileys
    roast potatoes => roast potatoes
    yorkshire puddings => yorkshire puddings
    parsnips => parsnips
    carrots => ${CARROTS}
    pigs in blankets => -
    cranberry sauce => -
    stuffing => -
    after eights => -
    cheese crackers => crackers
    brie => -
    mince pies => -
    pork joint => pork shoulder joint
    clementines => clementines
  `,
  ),
  list(
    'Steak night',
    `
    rump steak x2 => rump steak
    oven chips => oven chips|home chips
    mushrooms => mushrooms
    vine tomatoes => vine tomatoes
    peppercorn sauce => -
    salad => salad
    red wine => ${WINE_RED}
    garlic => garlic
    onion rings => -
    peas => peas
    sticky toffee pudding => -
  `,
  ),
  list(
    'Saturday lunch',
    `
    bagels => bagels
    smoked salmon => smoked salmon
    cream cheese => soft cheese|philadelphia
    lemon => lemons
    rocket => -
    crisps => ${CRISPS}
    apple juice => apple juice
    cookies => cookies
    grapes => grapes
    cucumber => cucumber
  `,
  ),
  list(
    'Just the essentials',
    `
    - milk x2 => ${MILK}
    - bread => ${BREAD}
    - eggs => ${EGGS}
    - butter => ${BUTTER}
    - tea => ${TEA}
    - sugar => sugar
    - loo roll => ${LOO_ROLL}
    - toothpaste => toothpaste
    - bin bags => bin bags|bin liners|refuse sacks
    - washing up liquid => ${WASHING_UP}
  `,
  ),
  list(
    'Gym diet',
    `
    chicken breast fillets x2 => ${CHICKEN_BREAST}
    eggs x12 => ${EGGS}
    greek yogurt => greek (style )?(natural )?yogh?urt
    porridge oats => porridge oats
    bananas => ${BANANAS}
    peanut butter => peanut butter
    rice cakes => rice cakes
    tuna x4 => tuna
    broccoli => broccoli
    sweet potato => sweet potatoes
    basmati => basmati
    protein bars => -
    skimmed milk => ^(\\S+ )?skimmed milk
    spinach => spinach
  `,
  ),
  list(
    'Italian feast',
    `
    penne => penne
    fusilli => fusilli
    lasagne sheets => lasagne sheets
    passata => passata
    mozzarella => mozzarella
    parmesan => -
    garlic => garlic
    olive oil => olive oil
    basil => -
    chorizo => chorizo
    ciabatta => -
    italian red wine => -
    peroni => peroni
    pizza => pizza
  `,
  ),
  list(
    'Teenagers',
    `
    coco pops => coco pops
    crunchy nut => crunchy nut
    pizza x3 => pizza
    chicken nuggets => nuggets
    oven chips => oven chips|home chips
    monster => monster
    doritos => doritos
    pot noodles => noodles
    nutella => nutella
    bagels => bagels
    frankfurters => frankfurters
    ice cream => ice cream
    microwave rice => microwave (pilau )?rice
  `,
  ),
  list(
    'Afternoon tea',
    `
    scones => -
    clotted cream => -
    strawberry jam => strawberry (jam|conserve)
    victoria sponge => victoria sponge
    earl grey => -
    english breakfast tea => english breakfast|tea bags
    milk => ${MILK}
    cucumber => cucumber
    white bread => ${WHITE_BREAD}
    cherry bakewells => cherry bakewells
    shortbread => shortbread
  `,
  ),
  list(
    'Granny\'s list',
    `
    a loaf of bread => ${BREAD}
    a pint of milk => ${MILK}
    half a dozen eggs => ${EGGS}
    a tin of soup => soup
    rich tea biscuits => rich tea
    tea bags => ${TEA}
    marmalade => marmalade
    a packet of ham => ham
    butter => ${BUTTER}
    tinned peaches => -
    custard => custard
    rice pudding => rice pudding
  `,
  ),
  list(
    'Meal prep',
    `
    diced chicken => diced chicken
    diced beef => diced beef
    1kg rice => ${RICE}
    frozen mixed veg => mixed vegetables
    frozen broccoli => broccoli florets
    sweet potatoes => sweet potatoes
    onions => ${ONIONS}
    garlic => garlic
    chopped tomatoes x6 => ${TINNED_TOMS}
    tikka masala paste => tikka masala
    red lentils => lentils
    stock pots => stock pot|stock cubes
  `,
  ),
  list(
    'Kids tea',
    `
    fish fingers => fish fingers
    potato waffles => potato waffles
    beans => ${BEANS}
    chicken nuggets => nuggets
    frozen peas => peas
    sweetcorn => sweetcorn
    pizza => pizza
    yoghurts => ${YOGHURT}
    muller corners => muller corner
    squash => ${SQUASH}
    bananas => ${BANANAS}
  `,
  ),
  list(
    'Office kitchen',
    `
    milk x4 => ${MILK}
    tea bags => ${TEA}
    coffee => ${COFFEE}
    sugar => sugar
    biscuits => ${BISCUITS}
    washing up liquid => ${WASHING_UP}
    kitchen roll => ${KITCHEN_ROLL}
    hand wash => hand wash
    bin bags => bin bags|bin liners|refuse sacks
    sparkling water => sparkling water
    fruit => -
  `,
  ),
  list(
    'Diabetic friendly',
    `
    diet coke => diet coke
    no added sugar squash => no added sugar
    wholemeal bread => ${BROWN_BREAD}
    porridge => porridge oats
    skimmed milk => ^(\\S+ )?skimmed milk
    eggs => ${EGGS}
    chicken breast => ${CHICKEN_BREAST}
    salmon => salmon
    broccoli => broccoli
    spinach => spinach
    greek yoghurt => greek (style )?(natural )?yogh?urt
    nuts => cashew|peanuts
  `,
  ),
  list(
    'Ready meals week',
    `
    lasagne => beef lasagne
    chicken tikka masala => chicken tikka masala
    pizza x2 => pizza
    chicken nuggets => nuggets
    fish fingers => fish fingers
    microwave rice => microwave (pilau )?rice
    garlic bread => -
    super noodles => super noodles
    soup => soup
    scampi => scampi
  `,
  ),
  list(
    'Allergy household',
    `
    gluten free bread => gluten free
    lactose free milk => lactose free|lactofree
    oat milk => oat (milk|drink)
    soya milk => soya
    dairy free spread => sunflower spread|flora
    rice cakes => rice cakes
    fresh fruit => -
    gluten free pasta => -
    coconut milk => coconut milk
    rice => ${RICE}
    bananas => ${BANANAS}
  `,
  ),
  list(
    'Laundry day',
    `
    persil bio => persil bio
    ariel pods => ariel
    non bio washing capsules => non bio washing capsules
    fabric conditioner => fabric conditioner
    comfort => comfort
    vanish => vanish
    pegs => -
    laundry liquid => laundry liquid
    dryer sheets => -
    stain remover => vanish
    kitchen roll => ${KITCHEN_ROLL}
  `,
  ),
  list(
    'Movie night',
    `
    popcorn => popcorn
    doritos => doritos
    pringles => pringles
    maltesers => maltesers
    haribo starmix => haribo starmix
    pepsi max => pepsi max
    pizza x2 => pizza
    ice cream => ice cream
    nachos => tortilla chips
    salsa dip => -
  `,
  ),
  list(
    'Hangover cure',
    `
    lucozade => lucozade
    paracetamol => paracetamol
    bacon => ${BACON}
    white bread => ${WHITE_BREAD}
    eggs => ${EGGS}
    irn bru => irn-bru
    crisps => ${CRISPS}
    coke => coca-cola|coke|cola
    water => water
    ibuprofen => ibuprofen
  `,
  ),
  list(
    'Sunday dinner for 8',
    `
    beef joint => beef roasting joint
    3kg potatoes => ${POTATOES}
    2 bags carrots => ${CARROTS}
    parsnips x2 => parsnips
    2 heads broccoli => broccoli
    cauliflower => cauliflower
    frozen peas => peas
    yorkshire puddings x2 => yorkshire puddings
    gravy => gravy
    horseradish => -
    red wine x3 => ${WINE_RED}
    vanilla ice cream => vanilla ice cream
    sticky toffee pudding => -
  `,
  ),
  list(
    'Corner shop run',
    `
    milk => ${MILK}
    bread => ${BREAD}
    fags => -
    lottery => -
    crisps => ${CRISPS}
    coke => coca-cola|coke|cola
    chocolate => ${CHOCOLATE}
    paper => -
    batteries => batteries
    bin bags => bin bags|bin liners|refuse sacks
  `,
  ),
  list(
    'Dinner party',
    `
    salmon fillets x4 => salmon fillets
    king prawns => king prawns
    baby potatoes => baby potatoes
    asparagus => -
    lemons => lemons
    creme fraiche => creme fraiche
    double cream => double cream
    white wine x2 => ${WINE_WHITE}
    champagne => champagne
    dark chocolate => dark chocolate
    strawberries => strawberries
    raspberries => -
    cheese board => -
    crackers => crackers
  `,
  ),
  list(
    'Weekday dinners',
    `
    chicken thighs 1kg => chicken thighs
    pork mince => pork mince
    lamb mince => lamb mince
    gammon steaks => gammon
    pork loin steaks => pork loin
    salmon => salmon
    cod fillets => -
    chorizo => chorizo
    halloumi => halloumi
    eggs => ${EGGS}
    rice => ${RICE}
    pasta => ${PASTA}
    noodles => noodles
    wraps => wraps
    peppers => peppers
    onions => ${ONIONS}
    broccoli => broccoli
    spinach => spinach
  `,
  ),
  list(
    'Scottish store cupboard',
    `
    irn bru x2 => irn-bru
    porridge oats => porridge oats
    tunnocks caramel wafers => tunnock
    scotch whisky => whisky
    shortbread => shortbread
    tattie scones => -
    lorne sausage => -
    haggis => -
    oatcakes => -
    marmalade => marmalade
    salted butter => salted butter
  `,
  ),
  list(
    'Smoothie stash',
    `
    frozen berries => mixed berries
    bananas => ${BANANAS}
    spinach => spinach
    greek yoghurt => greek (style )?(natural )?yogh?urt
    oat milk => oat (milk|drink)
    honey => honey
    innocent smoothie => innocent strawberries
    mango => mango
    blueberries => blueberries
    apple juice => apple juice
  `,
  ),
  list(
    'Snack drawer',
    `
    hula hoops => hula hoops
    kettle chips => kettle chips
    peanuts => peanuts
    cashews => cashew
    rice cakes => rice cakes
    cereal bars => cereal bars|nature valley
    jaffa cakes => jaffa cakes
    custard creams => custard creams
    malt loaf => malt loaf
    crackers => crackers
    peperami => peperami
    babybel => babybel
  `,
  ),
  list(
    'Spring clean',
    `
    bleach x2 => bleach
    domestos => domestos
    flash => flash
    dettol spray => dettol
    harpic => harpic
    cif cream => cif
    bin liners => bin liners|bin bags|refuse sacks
    rubbish sacks => refuse sacks|bin bags
    cling film => cling film
    foil => foil
    kitchen roll x2 => ${KITCHEN_ROLL}
    washing up liquid => ${WASHING_UP}
    surface wipes => wipes
    mop => -
  `,
  ),
  list(
    'Weekend away',
    `
    sun cream => sun lotion
    shower gel => shower gel|body wash
    toothpaste => toothpaste
    deodorant => deodorant|anti-perspirant
    facial wipes => facial wipes
    plasters => plasters
    paracetamol => paracetamol
    crisps => ${CRISPS}
    water => water
    sweets => jelly babies|haribo|starmix
  `,
  ),
  list(
    'Takeaway night in',
    `
    poppadoms => -
    naan => naan
    pilau rice => pilau rice
    mango chutney => mango chutney
    tikka masala sauce => tikka masala
    chicken breast => ${CHICKEN_BREAST}
    onions => ${ONIONS}
    lager x8 => ${LAGER}
    bhajis => -
    cobra beer => -
  `,
  ),
  list(
    'Jam making',
    `
    granulated sugar 2kg => granulated sugar
    strawberries x3 => strawberries
    lemons => lemons
    jam jars => -
    butter => ${BUTTER}
    self raising flour => self raising flour
    milk => ${MILK}
    eggs => ${EGGS}
    double cream => double cream
    golden syrup => golden syrup
  `,
  ),
  list(
    'Soup season',
    `
    leeks => leeks
    potatoes => ${POTATOES}
    onions => ${ONIONS}
    carrots => ${CARROTS}
    butternut squash => butternut squash
    red lentils => lentils
    chicken stock cubes => chicken stock
    garlic => garlic
    crusty bread => bloomer|baguette
    cream => double cream|creme fraiche
    ginger => ginger
    celery => -
  `,
  ),
  list(
    'Hosting brunch',
    `
    smoked salmon => smoked salmon
    eggs x12 => ${EGGS}
    english muffins => english muffins
    croissants => croissants
    pain au chocolat => pain au chocolat
    butter => ${BUTTER}
    orange juice x2 => ${OJ}
    prosecco => prosecco
    avocados => avocados
    sourdough => sourdough
    bacon => ${BACON}
    coffee => ${COFFEE}
    maple syrup => -
  `,
  ),
];
