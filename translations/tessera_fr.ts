<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Tessera</source>
        <translation>À propos de Tessera</translation>
    </message>
    <message>
        <source>A tile-laying game of the Carcassonne family: the base game, the River, Inns &amp; Cathedrals, Traders &amp; Builders and the Princess &amp; the Dragon, for players at one table and computer opponents, with a tile set editor and a replay viewer.</source>
        <translation>Un jeu de pose de tuiles de la famille Carcassonne : le jeu de base, La Rivière, Auberges et Cathédrales, Marchands et Bâtisseurs et La Princesse et le Dragon, pour des joueurs autour d’une table et des adversaires ordinateur, avec un éditeur de jeux de tuiles et une visionneuse de parties.</translation>
    </message>
    <message>
        <source>Tessera is free software: you may share and change it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or later. It comes with no warranty.</source>
        <translation>Tessera est un logiciel libre : vous pouvez le redistribuer et le modifier selon les termes de la &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 ou ultérieure. Il est fourni sans aucune garantie.</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Better: %1 (expected margin %2 instead of %3).</source>
        <translation>Mieux : %1 (écart attendu %2 au lieu de %3).</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1 : %2 %3</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, puis %2</translation>
    </message>
    <message>
        <source>%1 played %2, as good as the best found (expected margin %3).</source>
        <translation>%1 a joué %2, aussi bon que le meilleur coup trouvé (écart attendu %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, which cost about %n points.</source>
        <translation>
            <numerusform>%1 a joué %2, ce qui a coûté environ %n point.</numerusform>
            <numerusform>%1 a joué %2, ce qui a coûté environ %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>The image could not be encoded.</source>
        <translation>L’image n’a pas pu être encodée.</translation>
    </message>
    <message>
        <source>Tessera board</source>
        <translation>Plateau Tessera</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Le plateau est vide.</translation>
    </message>
    <message>
        <source>The folder “%1” could not be created.</source>
        <translation>Le dossier « %1 » n’a pas pu être créé.</translation>
    </message>
    <message>
        <source>Turn %1 of the game could not be replayed.</source>
        <translation>Le tour %1 de la partie n’a pas pu être rejoué.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1 of %n frames.</source>
        <translation>
            <numerusform>Annulé après %1 sur %n image.</numerusform>
            <numerusform>Annulé après %1 sur %n images.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComputerLevel</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>DecisionText</name>
    <message>
        <source>a builder</source>
        <translation>un bâtisseur</translation>
    </message>
    <message>
        <source>a pig</source>
        <translation>un cochon</translation>
    </message>
    <message>
        <source>a large thief</source>
        <translation>un grand voleur</translation>
    </message>
    <message>
        <source>a thief</source>
        <translation>un voleur</translation>
    </message>
    <message>
        <source>a large knight</source>
        <translation>un grand chevalier</translation>
    </message>
    <message>
        <source>a knight</source>
        <translation>un chevalier</translation>
    </message>
    <message>
        <source>a large monk</source>
        <translation>un grand moine</translation>
    </message>
    <message>
        <source>a monk</source>
        <translation>un moine</translation>
    </message>
    <message>
        <source>a large farmer</source>
        <translation>un grand paysan</translation>
    </message>
    <message>
        <source>a farmer</source>
        <translation>un paysan</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 at %2, turned %3°</source>
        <translation>%1 en %2, tournée de %3°</translation>
    </message>
    <message>
        <source>%1 on the %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 through the magic portal on the %2 at %3</source>
        <translation>%1 par le portail magique (%2 en %3)</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>aucune figurine</translation>
    </message>
    <message>
        <source>the fairy to the follower on the %1 at %2</source>
        <translation>la fée vers le partisan (%1 en %2)</translation>
    </message>
    <message>
        <source>the knight on the %1 at %2 sent home</source>
        <translation>le chevalier (%1 en %2) renvoyé dans la réserve</translation>
    </message>
    <message>
        <source>the dragon to %1</source>
        <translation>le dragon en %1</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>wine</source>
        <translation>vin</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>blé</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>tissu</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>pré</translation>
    </message>
    <message>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ville</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>abbaye</translation>
    </message>
    <message>
        <source>river</source>
        <translation>rivière</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of names</comment>
        <translation>%1 et %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 each score %n: %2</source>
        <comment>players, points, what scored</comment>
        <translation>
            <numerusform>%1 marquent chacun %n point : %2</numerusform>
            <numerusform>%1 marquent chacun %n points : %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n: %2</source>
        <comment>player, points, what scored</comment>
        <translation>
            <numerusform>%1 marque %n point : %2</numerusform>
            <numerusform>%1 marque %n points : %2</numerusform>
        </translation>
    </message>
    <message>
        <source>the fairy at the start of the turn</source>
        <translation>la fée au début du tour</translation>
    </message>
    <message>
        <source>the fairy beside a scored follower (%1)</source>
        <translation>la fée à côté d’un partisan décompté (%1)</translation>
    </message>
    <message numerus="yes">
        <source>most %1 (%n tokens)</source>
        <comment>goods</comment>
        <translation>
            <numerusform>le plus de %1 (%n jeton)</numerusform>
            <numerusform>le plus de %1 (%n jetons)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>farmers supplying a completed city of %n tiles</source>
        <translation>
            <numerusform>paysans nourrissant une ville complète de %n tuile</numerusform>
            <numerusform>paysans nourrissant une ville complète de %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>farm supplying %n completed cities</source>
        <translation>
            <numerusform>pré nourrissant %n ville complète</numerusform>
            <numerusform>pré nourrissant %n villes complètes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cloister with %n neighbours</source>
        <translation>
            <numerusform>abbaye avec %n tuile voisine</numerusform>
            <numerusform>abbaye avec %n tuiles voisines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n tiles</source>
        <comment>a road, city or river</comment>
        <translation>
            <numerusform>%1 de %n tuile</numerusform>
            <numerusform>%1 de %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n pennants</source>
        <translation>
            <numerusform>, %n blason</numerusform>
            <numerusform>, %n blasons</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (final scoring)</source>
        <translation>%1 (décompte final)</translation>
    </message>
    <message>
        <source>%1 (completed)</source>
        <translation>%1 (complétée)</translation>
    </message>
    <message>
        <source>, with an inn: nothing unfinished</source>
        <translation>, avec une auberge : rien, car inachevée</translation>
    </message>
    <message>
        <source>, with a cathedral: nothing unfinished</source>
        <translation>, avec une cathédrale : rien, car inachevée</translation>
    </message>
    <message numerus="yes">
        <source>the fairy at the start of %n turns</source>
        <translation>
            <numerusform>la fée au début de %n tour</numerusform>
            <numerusform>la fée au début de %n tours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureText</name>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>city, %1</source>
        <translation>ville, %1</translation>
    </message>
    <message numerus="yes">
        <source>, %n pennants</source>
        <translation>
            <numerusform>, %n blason</numerusform>
            <numerusform>, %n blasons</numerusform>
        </translation>
    </message>
    <message>
        <source>road, %1</source>
        <translation>route, %1</translation>
    </message>
    <message numerus="yes">
        <source>cloister, %n of 8 neighbours</source>
        <translation>
            <numerusform>abbaye, %n voisine sur 8</numerusform>
            <numerusform>abbaye, %n voisines sur 8</numerusform>
        </translation>
    </message>
    <message>
        <source>farm, %1</source>
        <translation>pré, %1</translation>
    </message>
    <message>
        <source>river</source>
        <translation>rivière</translation>
    </message>
    <message>
        <source>, open</source>
        <translation>, ouverte</translation>
    </message>
    <message>
        <source>, completed</source>
        <translation>, complétée</translation>
    </message>
    <message>
        <source>%1: completed, %2</source>
        <translation>%1 : complétée, %2</translation>
    </message>
    <message>
        <source>%1: %2 if completed, %3 at the end</source>
        <translation>%1 : %2 si complétée, %3 à la fin</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>A game log must hold a JSON object.</source>
        <translation>Un journal de partie doit contenir un objet JSON.</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Tour %1 : %2</translation>
    </message>
    <message>
        <source>After the last turn: %1</source>
        <translation>Après le dernier tour : %1</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot;.</source>
        <translation>Clé inconnue « %1 ».</translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2.</source>
        <translation>Un nombre entier de %1 à %2 est attendu.</translation>
    </message>
    <message>
        <source>Expected a string.</source>
        <translation>Une chaîne de caractères est attendue.</translation>
    </message>
    <message>
        <source>This is not a Tessera game log: &quot;format&quot; must be &quot;%1&quot;.</source>
        <translation>Ce n’est pas un journal de partie Tessera : « format » doit valoir « %1 ».</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number.</source>
        <translation>« version » doit être un nombre entier.</translation>
    </message>
    <message>
        <source>The log has version %1; this program reads up to version %2. A newer Tessera wrote it.</source>
        <translation>Le journal est en version %1 ; ce programme lit jusqu’à la version %2. Un Tessera plus récent l’a écrit.</translation>
    </message>
    <message>
        <source>&quot;created&quot; must be a date and time such as &quot;2026-11-29T13:00:00Z&quot;.</source>
        <translation>« created » doit être une date et une heure telles que « 2026-11-29T13:00:00Z ».</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be an object.</source>
        <translation>« rules » doit être un objet.</translation>
    </message>
    <message>
        <source>&quot;first_edition_city_points&quot; must be 3 or 4.</source>
        <translation>« first_edition_city_points » doit valoir 3 ou 4.</translation>
    </message>
    <message>
        <source>&quot;tiny_city&quot; must be true or false.</source>
        <translation>« tiny_city » doit valoir true ou false.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>« %1 » doit valoir true ou false.</translation>
    </message>
    <message>
        <source>&quot;hand_size&quot; must be 1 or 3.</source>
        <translation>« hand_size » doit valoir 1 ou 3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2 or %3.</source>
        <translation>« %1 » doit valoir %2 ou %3.</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be an array of players.</source>
        <translation>« players » doit être un tableau de joueurs.</translation>
    </message>
    <message>
        <source>A game has %1 to %2 players, not %3: a sixth player needs Inns &amp; Cathedrals.</source>
        <translation>Une partie compte de %1 à %2 joueurs, pas %3 : un sixième joueur nécessite Auberges et Cathédrales.</translation>
    </message>
    <message>
        <source>A game has %1 to %2 players, not %3.</source>
        <translation>Une partie compte de %1 à %2 joueurs, pas %3.</translation>
    </message>
    <message>
        <source>A player must be an object with &quot;name&quot;, &quot;color&quot; and &quot;computer&quot;.</source>
        <translation>Un joueur doit être un objet avec « name », « color » et « computer ».</translation>
    </message>
    <message>
        <source>A colour must look like &quot;#1e88e5&quot;.</source>
        <translation>Une couleur doit ressembler à « #1e88e5 ».</translation>
    </message>
    <message>
        <source>&quot;computer&quot; must be true or false.</source>
        <translation>« computer » doit valoir true ou false.</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number from 0 to 18446744073709551615, best written as a string.</source>
        <translation>« seed » doit être un nombre entier de 0 à 18446744073709551615, de préférence écrit comme une chaîne.</translation>
    </message>
    <message>
        <source>&quot;tileSets&quot; must be a non-empty array holding the tile sets of the game.</source>
        <translation>« tileSets » doit être un tableau non vide contenant les jeux de tuiles de la partie.</translation>
    </message>
    <message>
        <source>A tile set must be an object.</source>
        <translation>Un jeu de tuiles doit être un objet.</translation>
    </message>
    <message>
        <source>The tile id &quot;%1&quot; is used by two tile sets of the game.</source>
        <translation>L’identifiant de tuile « %1 » est utilisé par deux jeux de tuiles de la partie.</translation>
    </message>
    <message>
        <source>The tile sets hold %1 tiles of %2 kinds together; a game has room for at most %3 of either.</source>
        <translation>Les jeux de tuiles contiennent ensemble %1 tuiles de %2 sortes ; une partie peut en contenir au plus %3 de chaque.</translation>
    </message>
    <message>
        <source>None of the tile sets names a start tile.</source>
        <translation>Aucun des jeux de tuiles ne désigne de tuile de départ.</translation>
    </message>
    <message>
        <source>&quot;result&quot; must be an object with &quot;finished&quot; and &quot;scores&quot;.</source>
        <translation>« result » doit être un objet avec « finished » et « scores ».</translation>
    </message>
    <message>
        <source>&quot;finished&quot; must be true or false.</source>
        <translation>« finished » doit valoir true ou false.</translation>
    </message>
    <message>
        <source>&quot;scores&quot; must be an array with one score per player.</source>
        <translation>« scores » doit être un tableau avec un score par joueur.</translation>
    </message>
    <message>
        <source>unknown tile id &quot;%1&quot; (not in the log&apos;s tile sets).</source>
        <translation>identifiant de tuile inconnu « %1 » (absent des jeux de tuiles du journal).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of tile ids.</source>
        <translation>« %1 » doit être un tableau d’identifiants de tuiles.</translation>
    </message>
    <message>
        <source>a turn must be an object.</source>
        <translation>un tour doit être un objet.</translation>
    </message>
    <message>
        <source>&quot;turn&quot; must be a number.</source>
        <translation>« turn » doit être un nombre.</translation>
    </message>
    <message>
        <source>the entry says it is turn %1.</source>
        <translation>l’entrée indique être le tour %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is required when players hold several tiles.</source>
        <translation>« %1 » est requis lorsque les joueurs tiennent plusieurs tuiles.</translation>
    </message>
    <message>
        <source>&quot;rotation&quot; must be 0, 90, 180 or 270.</source>
        <translation>« rotation » doit valoir 0, 90, 180 ou 270.</translation>
    </message>
    <message>
        <source>&quot;decisions&quot; must be a list of the turn&apos;s decisions, such as [{&quot;decision&quot;: &quot;place&quot;, &quot;x&quot;: 1, &quot;y&quot;: 0, &quot;rotation&quot;: 0}, {&quot;decision&quot;: &quot;pass&quot;}].</source>
        <translation>« decisions » doit être une liste des décisions du tour, par exemple [{&quot;decision&quot;: &quot;place&quot;, &quot;x&quot;: 1, &quot;y&quot;: 0, &quot;rotation&quot;: 0}, {&quot;decision&quot;: &quot;pass&quot;}].</translation>
    </message>
    <message>
        <source>a decision must be an object whose &quot;decision&quot; is &quot;place&quot;, &quot;deploy&quot;, &quot;pass&quot;, &quot;portal-deploy&quot;, &quot;fairy&quot;, &quot;remove-knight&quot; or &quot;dragon&quot;.</source>
        <translation>une décision doit être un objet dont « decision » vaut « place », « deploy », « pass », « portal-deploy », « fairy », « remove-knight » ou « dragon ».</translation>
    </message>
    <message>
        <source>a second tile is placed, but the turn names no &quot;bonusTile&quot;.</source>
        <translation>une deuxième tuile est posée, mais le tour ne désigne aucune « bonusTile ».</translation>
    </message>
    <message>
        <source>a turn places at most two tiles (its own and a bonus tile).</source>
        <translation>un tour pose au plus deux tuiles (la sienne et une tuile bonus).</translation>
    </message>
    <message>
        <source>unknown figure &quot;%1&quot;.</source>
        <translation>figure inconnue « %1 ».</translation>
    </message>
    <message>
        <source>&quot;follower&quot; must be null or an object such as {&quot;feature&quot;: 1}.</source>
        <translation>« follower » doit être null ou un objet tel que {&quot;feature&quot;: 1}.</translation>
    </message>
    <message>
        <source>feature %1 of &quot;%2&quot; is a %3, not &quot;%4&quot;.</source>
        <translation>l’élément %1 de « %2 » est de type %3, pas « %4 ».</translation>
    </message>
    <message>
        <source>&quot;turns&quot; must be an array of turns.</source>
        <translation>« turns » doit être un tableau de tours.</translation>
    </message>
    <message>
        <source>Too many turns (%1): a game has at most %2.</source>
        <translation>Trop de tours (%1) : une partie en compte au plus %2.</translation>
    </message>
    <message>
        <source>&quot;variations&quot; must be an array of lines, each an array of turns.</source>
        <translation>« variations » doit être un tableau de lignes, chacune un tableau de tours.</translation>
    </message>
    <message>
        <source>a variation must be an array of turns.</source>
        <translation>une variante doit être un tableau de tours.</translation>
    </message>
    <message>
        <source>too many turns in variations: a log holds at most %1.</source>
        <translation>trop de tours dans les variantes : un journal en contient au plus %1.</translation>
    </message>
    <message>
        <source>&quot;cursor&quot; must be an array of line numbers, one per turn.</source>
        <translation>« cursor » doit être un tableau de numéros de ligne, un par tour.</translation>
    </message>
    <message>
        <source>the record has no turn %1 on this line.</source>
        <translation>l’enregistrement n’a pas de tour %1 sur cette ligne.</translation>
    </message>
    <message>
        <source>The log says the game is finished, but tiles are left to play.</source>
        <translation>Le journal indique que la partie est terminée, mais il reste des tuiles à jouer.</translation>
    </message>
    <message>
        <source>The log says the game goes on, but its last tile has been played.</source>
        <translation>Le journal indique que la partie continue, mais sa dernière tuile a été jouée.</translation>
    </message>
    <message numerus="yes">
        <source>The log records %n points for player %1, but replaying the game gives %2.</source>
        <translation>
            <numerusform>Le journal indique %n point pour le joueur %1, mais rejouer la partie donne %2.</numerusform>
            <numerusform>Le journal indique %n points pour le joueur %1, mais rejouer la partie donne %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;level&quot; must be &quot;easy&quot;, &quot;medium&quot; or &quot;hard&quot;.</source>
        <translation>« level » doit valoir « easy », « medium » ou « hard ».</translation>
    </message>
    <message>
        <source>Only a computer player has a &quot;level&quot;.</source>
        <translation>Seul un joueur ordinateur a un « level ».</translation>
    </message>
    <message>
        <source>an entry of a turn must be an object whose &quot;decision&quot; is &quot;draw&quot;, &quot;discard&quot;, &quot;place&quot;, &quot;deploy&quot;, &quot;pass&quot;, &quot;portal-deploy&quot;, &quot;fairy&quot;, &quot;remove-knight&quot; or &quot;dragon&quot;.</source>
        <translation>une entrée d’un tour doit être un objet dont « decision » vaut « draw », « discard », « place », « deploy », « pass », « portal-deploy », « fairy », « remove-knight » ou « dragon ».</translation>
    </message>
    <message>
        <source>a figure is deployed before any tile is placed.</source>
        <translation>une figurine est posée avant qu’une tuile ne soit placée.</translation>
    </message>
    <message>
        <source>&quot;followers&quot; must be a whole number from 1 to %1.</source>
        <translation>« followers » doit être un nombre entier de 1 à %1.</translation>
    </message>
    <message numerus="yes">
        <source>The log has %n scores, not one per player (%1).</source>
        <translation>
            <numerusform>Le journal contient %n score, et non un par joueur (%1).</numerusform>
            <numerusform>Le journal contient %n scores, et non un par joueur (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;analysis&quot; must be an object.</source>
        <translation>« analysis » doit être un objet.</translation>
    </message>
    <message>
        <source>&quot;decisions&quot; must be an array of reviewed decisions.</source>
        <translation>« decisions » doit être un tableau des décisions examinées.</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2.</source>
        <translation>doit être un nombre de %1 à %2.</translation>
    </message>
    <message>
        <source>a reviewed decision must be an object.</source>
        <translation>une décision examinée doit être un objet.</translation>
    </message>
    <message>
        <source>reviewed decisions must follow the game&apos;s order, each once.</source>
        <translation>les décisions examinées doivent suivre l’ordre de la partie, chacune une fois.</translation>
    </message>
    <message>
        <source>turn %1 has no decision with a choice at entry %2.</source>
        <translation>le tour %1 n’a pas de décision avec un choix à l’entrée %2.</translation>
    </message>
    <message>
        <source>&quot;alternatives&quot; must list from 1 to %1 decisions, the best first.</source>
        <translation>« alternatives » doit lister de 1 à %1 décisions, la meilleure d’abord.</translation>
    </message>
    <message>
        <source>this decision is not legal at this point of the game.</source>
        <translation>cette décision n’est pas permise à ce moment de la partie.</translation>
    </message>
    <message>
        <source>&quot;margins&quot; must hold one number per player (%1).</source>
        <translation>« margins » doit contenir un nombre par joueur (%1).</translation>
    </message>
    <message>
        <source>this decision is not the same player&apos;s next one after &quot;move&quot;.</source>
        <translation>cette décision n’est pas la suivante du même joueur après « move ».</translation>
    </message>
</context>
<context>
    <name>GameResults</name>
    <message numerus="yes">
        <source>%1 wins with %n points</source>
        <translation>
            <numerusform>%1 gagne avec %n point</numerusform>
            <numerusform>%1 gagne avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the victory with %n points</source>
        <translation>
            <numerusform>%1 se partagent la victoire avec %n point</numerusform>
            <numerusform>%1 se partagent la victoire avec %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>%1 expected margin</source>
        <translation>écart attendu %1</translation>
    </message>
    <message>
        <source>%1, Hard&apos;s choice</source>
        <translation>%1, le choix de « Difficile »</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n points below the best</source>
        <translation>
            <numerusform>%1, %n point sous le meilleur</numerusform>
            <numerusform>%1, %n points sous le meilleur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n points above, less explored</source>
        <translation>
            <numerusform>%1, %n point au-dessus, moins exploré</numerusform>
            <numerusform>%1, %n points au-dessus, moins exploré</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, about as good</source>
        <translation>%1, à peu près aussi bon</translation>
    </message>
</context>
<context>
    <name>JczExport</name>
    <message>
        <source>The tile set &quot;%1&quot; is not one of JCloisterZone&apos;s: only the built-in base game, River, Inns &amp; Cathedrals, Traders &amp; Builders and the Princess &amp; the Dragon can be exported.</source>
        <translation>Le jeu de tuiles « %1 » n’est pas l’un de ceux de JCloisterZone : seuls le jeu de base intégré, la Rivière, Auberges &amp; Cathédrales, Marchands &amp; Bâtisseurs et la Princesse &amp; le Dragon peuvent être exportés.</translation>
    </message>
    <message>
        <source>The tile set &quot;%1&quot; has been changed (the tile &quot;%2&quot; differs from the built-in one), so JCloisterZone would play other tiles.</source>
        <translation>Le jeu de tuiles « %1 » a été modifié (la tuile « %2 » diffère de celle intégrée) : JCloisterZone jouerait avec d’autres tuiles.</translation>
    </message>
    <message>
        <source>The tile set &quot;%1&quot; has another number of the tile &quot;%2&quot; than JCloisterZone&apos;s.</source>
        <translation>Le jeu de tuiles « %1 » contient la tuile « %2 » en un autre nombre que celui de JCloisterZone.</translation>
    </message>
    <message>
        <source>JCloisterZone has no hand of three tiles: each player draws one tile a turn.</source>
        <translation>JCloisterZone n’a pas de main de trois tuiles : chaque joueur pioche une tuile par tour.</translation>
    </message>
    <message>
        <source>JCloisterZone scores farms only by the third edition&apos;s rule (3 points for each completed city), not city by city.</source>
        <translation>JCloisterZone ne compte les prés que selon la règle de la troisième édition (3 points par ville achevée), pas ville par ville.</translation>
    </message>
    <message>
        <source>JCloisterZone scores an unfinished road with an inn, or city with a cathedral, as nothing; this game scores them as plain ones.</source>
        <translation>JCloisterZone ne compte rien pour une route inachevée avec une auberge ou une ville avec une cathédrale ; cette partie les compte comme des ordinaires.</translation>
    </message>
    <message>
        <source>Turn %1 cannot be written for JCloisterZone: %2.</source>
        <translation>Le tour %1 ne peut pas être écrit pour JCloisterZone : %2.</translation>
    </message>
    <message>
        <source>the record does not replay</source>
        <translation>l’enregistrement ne se rejoue pas</translation>
    </message>
    <message>
        <source>the figures on the board cannot be told apart</source>
        <translation>les pions sur le plateau ne peuvent pas être distingués</translation>
    </message>
    <message>
        <source>a figure stands where JCloisterZone has no place for it</source>
        <translation>un pion se trouve là où JCloisterZone n’a pas de place pour lui</translation>
    </message>
    <message>
        <source>no follower stands where the record says</source>
        <translation>aucun partisan ne se trouve là où l’enregistrement l’indique</translation>
    </message>
    <message numerus="yes">
        <source>JCloisterZone begins one more turn when the last tiles fit nowhere, and there the fairy would give %1 %n more points.</source>
        <translation>
            <numerusform>JCloisterZone commence encore un tour quand les dernières tuiles ne se placent nulle part, et la fée y donnerait %n point de plus à %1.</numerusform>
            <numerusform>JCloisterZone commence encore un tour quand les dernières tuiles ne se placent nulle part, et la fée y donnerait %n points de plus à %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>a builder goes onto a road or city that its own tile completes, which JCloisterZone does not allow</source>
        <translation>un bâtisseur est posé sur une route ou une ville que sa propre tuile achève, ce que JCloisterZone n’autorise pas</translation>
    </message>
</context>
<context>
    <name>JczImport</name>
    <message>
        <source>A JCloisterZone saved game must hold a JSON object.</source>
        <translation>Une partie JCloisterZone enregistrée doit contenir un objet JSON.</translation>
    </message>
    <message>
        <source>&quot;replay&quot; must be an array of messages.</source>
        <translation>« replay » doit être un tableau de messages.</translation>
    </message>
    <message>
        <source>Too many messages (%1): Tessera reads at most %2.</source>
        <translation>Trop de messages (%1) : Tessera en lit au plus %2.</translation>
    </message>
    <message>
        <source>Replay message %1 (turn %2): %3.</source>
        <translation>Message de relecture %1 (tour %2) : %3.</translation>
    </message>
    <message>
        <source>a message must be an object with a &quot;type&quot; and a &quot;payload&quot; object</source>
        <translation>un message doit être un objet avec un « type » et un objet « payload »</translation>
    </message>
    <message>
        <source>%1 comes before the turn&apos;s tile was placed</source>
        <translation>%1 arrive avant que la tuile du tour ait été posée</translation>
    </message>
    <message>
        <source>%1 comes after the turn&apos;s follower was already decided</source>
        <translation>%1 arrive alors que le partisan du tour a déjà été décidé</translation>
    </message>
    <message>
        <source>COMMIT ends a turn in which no tile was placed</source>
        <translation>COMMIT termine un tour où aucune tuile n’a été posée</translation>
    </message>
    <message>
        <source>UNDO has nothing to take back: no tile is placed in this turn</source>
        <translation>UNDO n’a rien à annuler : aucune tuile n’a été posée ce tour-ci</translation>
    </message>
    <message>
        <source>the message &quot;%1&quot; is not supported: Tessera has no such move yet</source>
        <translation>le message « %1 » n’est pas pris en charge : Tessera ne connaît pas encore ce coup</translation>
    </message>
    <message>
        <source>a second tile is placed before the turn ended with COMMIT</source>
        <translation>une deuxième tuile est posée avant que le tour se termine par COMMIT</translation>
    </message>
    <message>
        <source>&quot;tileId&quot; must be a string</source>
        <translation>« tileId » doit être une chaîne de caractères</translation>
    </message>
    <message>
        <source>unknown tile &quot;%1&quot; (not in the tile sets Tessera has)</source>
        <translation>tuile inconnue « %1 » (absente des jeux de tuiles de Tessera)</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; is placed, but UNDO took back the placement of &quot;%2&quot;, which the player still holds</source>
        <translation>la tuile « %1 » est posée, mais UNDO a annulé la pose de « %2 », que le joueur tient encore</translation>
    </message>
    <message>
        <source>&quot;rotation&quot; must be R0, R90, R180 or R270</source>
        <translation>« rotation » doit valoir R0, R90, R180 ou R270</translation>
    </message>
    <message>
        <source>&quot;position&quot; must be [x, y] with whole numbers from %1 to %2</source>
        <translation>« position » doit être [x, y] avec des nombres entiers de %1 à %2</translation>
    </message>
    <message>
        <source>&quot;pointer&quot; must be an object with &quot;position&quot;, &quot;feature&quot; and &quot;location&quot;</source>
        <translation>« pointer » doit être un objet avec « position », « feature » et « location »</translation>
    </message>
    <message>
        <source>the follower is deployed on the tile at %1, %2, but this turn&apos;s tile lies at %3, %4 and has no magic portal</source>
        <translation>le partisan est posé sur la tuile en %1, %2, mais la tuile de ce tour se trouve en %3, %4 et n’a pas de portail magique</translation>
    </message>
    <message>
        <source>no tile lies at %1, %2</source>
        <translation>aucune tuile ne se trouve en %1, %2</translation>
    </message>
    <message>
        <source>followers on &quot;%1&quot; are not supported</source>
        <translation>les partisans sur « %1 » ne sont pas pris en charge</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a location on a tile</source>
        <translation>« %1 » n’est pas un emplacement sur une tuile</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; turned %2 degrees has no %3 at &quot;%4&quot;</source>
        <translation>la tuile « %1 » tournée de %2 degrés n’a pas de %3 en « %4 »</translation>
    </message>
    <message>
        <source>a follower goes home only by the princess (&quot;source&quot;: &quot;PRINCESS&quot;)</source>
        <translation>un partisan ne rentre chez lui que par la princesse (« source » : « PRINCESS »)</translation>
    </message>
    <message>
        <source>the figure &quot;%1&quot; is not supported: Tessera has the fairy and the dragon</source>
        <translation>la figure « %1 » n’est pas prise en charge : Tessera connaît la fée et le dragon</translation>
    </message>
    <message>
        <source>&quot;meepleId&quot; must look like &quot;0.small.1&quot;</source>
        <translation>« meepleId » doit ressembler à « 0.small.1 »</translation>
    </message>
    <message>
        <source>the figure &quot;%1&quot; is not supported: Tessera has followers, large followers, builders and pigs so far</source>
        <translation>la figure « %1 » n’est pas prise en charge : Tessera connaît pour l’instant les partisans, les grands partisans, les bâtisseurs et les cochons</translation>
    </message>
    <message>
        <source>the figure &quot;%1&quot; belongs to no player of the game</source>
        <translation>la figure « %1 » n’appartient à aucun joueur de la partie</translation>
    </message>
    <message>
        <source>the follower &quot;%1&quot; belongs to %2, but it is %3&apos;s turn</source>
        <translation>le partisan « %1 » appartient à %2, mais c’est le tour de %3</translation>
    </message>
    <message>
        <source>&quot;setup&quot; must be an object with the game&apos;s tile sets, figures and rules.</source>
        <translation>« setup » doit être un objet avec les jeux de tuiles, les figures et les règles de la partie.</translation>
    </message>
    <message>
        <source>A custom choice of tiles (&quot;tiles&quot;) is not supported.</source>
        <translation>Un choix personnalisé de tuiles (« tiles ») n’est pas pris en charge.</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be an array of players.</source>
        <translation>« players » doit être un tableau de joueurs.</translation>
    </message>
    <message>
        <source>Tessera plays with %1 to %2 players, not %3: a sixth player needs Inns &amp; Cathedrals.</source>
        <translation>Tessera se joue de %1 à %2 joueurs, pas %3 : un sixième joueur nécessite Auberges et Cathédrales.</translation>
    </message>
    <message>
        <source>Tessera plays with %1 to %2 players, not %3.</source>
        <translation>Tessera se joue de %1 à %2 joueurs, pas %3.</translation>
    </message>
    <message>
        <source>A player needs a name (a string).</source>
        <translation>Un joueur a besoin d’un nom (une chaîne de caractères).</translation>
    </message>
    <message>
        <source>&quot;sets&quot; must be an object naming the tile sets of the game.</source>
        <translation>« sets » doit être un objet désignant les jeux de tuiles de la partie.</translation>
    </message>
    <message>
        <source>The number of copies of a tile set must be a whole number.</source>
        <translation>Le nombre d’exemplaires d’un jeu de tuiles doit être un nombre entier.</translation>
    </message>
    <message>
        <source>The tile set &quot;%1&quot; is not supported yet.</source>
        <translation>Le jeu de tuiles « %1 » n’est pas encore pris en charge.</translation>
    </message>
    <message>
        <source>Tessera plays each tile set once; the game uses &quot;%1&quot; %2 times.</source>
        <translation>Tessera joue chaque jeu de tuiles une fois ; la partie utilise « %1 » %2 fois.</translation>
    </message>
    <message>
        <source>The game names no tile set.</source>
        <translation>La partie ne désigne aucun jeu de tuiles.</translation>
    </message>
    <message>
        <source>&quot;elements&quot; must be an object naming the figures of the game.</source>
        <translation>« elements » doit être un objet désignant les figures de la partie.</translation>
    </message>
    <message>
        <source>The element &quot;%1&quot; (a figure or rule of an expansion) is not supported yet.</source>
        <translation>L’élément « %1 » (une figure ou une règle d’extension) n’est pas encore pris en charge.</translation>
    </message>
    <message>
        <source>The game has no followers (&quot;small-follower&quot;); Tessera needs them.</source>
        <translation>La partie n’a pas de partisans (« small-follower ») ; Tessera en a besoin.</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be an object.</source>
        <translation>« rules » doit être un objet.</translation>
    </message>
    <message>
        <source>&quot;tiny-city-scoring&quot; must be &quot;4&quot; or &quot;2&quot;.</source>
        <translation>« tiny-city-scoring » doit valoir « 4 » ou « 2 ».</translation>
    </message>
    <message>
        <source>&quot;inn-and-cathedral-final-scoring&quot; must be &quot;zero&quot; or &quot;ignore&quot;.</source>
        <translation>« inn-and-cathedral-final-scoring » doit valoir « zero » ou « ignore ».</translation>
    </message>
    <message>
        <source>&quot;dragon-move&quot; must be &quot;before-scoring&quot; or &quot;after-scoring&quot;.</source>
        <translation>« dragon-move » doit valoir « before-scoring » ou « after-scoring ».</translation>
    </message>
    <message>
        <source>The rule &quot;%1&quot; is not supported.</source>
        <translation>La règle « %1 » n’est pas prise en charge.</translation>
    </message>
    <message>
        <source>The game must begin with the start tile &quot;%1&quot; at 0, 0, unrotated.</source>
        <translation>La partie doit commencer par la tuile de départ « %1 » en 0, 0, sans rotation.</translation>
    </message>
    <message>
        <source>&quot;gameAnnotations&quot; must be an object.</source>
        <translation>« gameAnnotations » doit être un objet.</translation>
    </message>
    <message>
        <source>&quot;endTurn&quot; must be a whole number from 0 to %1.</source>
        <translation>« endTurn » doit être un nombre entier de 0 à %1.</translation>
    </message>
    <message>
        <source>&quot;drawOrder&quot; must be an array of tile ids.</source>
        <translation>« drawOrder » doit être une liste d’identifiants de tuiles.</translation>
    </message>
    <message>
        <source>The draw order names &quot;%1&quot;, which is not a tile of the game&apos;s sets.</source>
        <translation>L’ordre de pioche nomme « %1 », qui n’est pas une tuile des jeux de cette partie.</translation>
    </message>
    <message>
        <source>The draw order does not list the tile &quot;%1&quot; placed by replay message %2.</source>
        <translation>L’ordre de pioche ne cite pas la tuile « %1 » posée par le message de relecture %2.</translation>
    </message>
    <message>
        <source>Tessera plays with 1 to %1 followers per player; the game has %2.</source>
        <translation>Tessera se joue avec 1 à %1 partisans par joueur ; la partie en a %2.</translation>
    </message>
    <message>
        <source>Tessera gives each player at most one &quot;%1&quot;; the game gives %2.</source>
        <translation>Tessera donne à chaque joueur au plus un « %1 » ; la partie en donne %2.</translation>
    </message>
    <message>
        <source>The rule &quot;fairy-placement&quot;: &quot;%1&quot; is not supported: Tessera&apos;s fairy stands beside a follower (&quot;next-follower&quot;).</source>
        <translation>La règle « fairy-placement » : « %1 » n’est pas prise en charge : dans Tessera, la fée se tient à côté d’un partisan (« next-follower »).</translation>
    </message>
    <message>
        <source>The rule &quot;princess-action&quot;: &quot;%1&quot; is not supported: in Tessera the princess&apos;s removal is a choice (&quot;may&quot;).</source>
        <translation>La règle « princess-action » : « %1 » n’est pas prise en charge : dans Tessera, renvoyer un chevalier par la princesse est un choix (« may »).</translation>
    </message>
    <message>
        <source>The game counts fewer draws (endTurn: %1) than its replay places tiles (%2).</source>
        <translation>La partie compte moins de pioches (endTurn : %1) que sa relecture ne pose de tuiles (%2).</translation>
    </message>
</context>
<context>
    <name>Json</name>
    <message>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <source>JSON syntax error at line %1, column %2: %3.</source>
        <translation>Erreur de syntaxe JSON ligne %1, colonne %2 : %3.</translation>
    </message>
    <message>
        <source>This key appears twice in its object; a file must say each thing once.</source>
        <translation>Cette clé apparaît deux fois dans son objet ; un fichier doit dire chaque chose une seule fois.</translation>
    </message>
    <message>
        <source>The key at line %1, column %2 is longer than %3: no key of this kind of file is that long.</source>
        <translation>La clé à la ligne %1, colonne %2 dépasse %3 : aucune clé de ce type de fichier n’est aussi longue.</translation>
    </message>
    <message>
        <source>The text at line %1, column %2 is longer than %3: no text of this kind of file is that long.</source>
        <translation>Le texte à la ligne %1, colonne %2 dépasse %3 : aucun texte de ce type de fichier n’est aussi long.</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>une image PNG</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>une image JPEG</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>une image GIF</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>un document PDF</translation>
    </message>
    <message>
        <source>a ZIP archive</source>
        <translation>une archive ZIP</translation>
    </message>
    <message>
        <source>gzip-compressed data</source>
        <translation>des données compressées par gzip</translation>
    </message>
    <message>
        <source>a program</source>
        <translation>un programme</translation>
    </message>
    <message>
        <source>binary data</source>
        <translation>des données binaires</translation>
    </message>
    <message>
        <source>This is not a Tessera file: it holds %1, not the JSON text of a game or a tile set.</source>
        <translation>Ce n’est pas un fichier Tessera : il contient %1, pas le texte JSON d’une partie ou d’un jeu de tuiles.</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>this move does not belong to this part of the turn</source>
        <translation>ce coup n’appartient pas à cette partie du tour</translation>
    </message>
    <message>
        <source>the player does not hold that tile</source>
        <translation>le joueur n’a pas cette tuile</translation>
    </message>
    <message>
        <source>a tile already lies at that position</source>
        <translation>une tuile se trouve déjà à cet emplacement</translation>
    </message>
    <message>
        <source>no placed tile touches that position edge to edge</source>
        <translation>aucune tuile posée ne touche cet emplacement bord à bord</translation>
    </message>
    <message>
        <source>an edge of the tile does not match its neighbour</source>
        <translation>un bord de la tuile ne correspond pas à sa voisine</translation>
    </message>
    <message>
        <source>the rotation must be 0, 90, 180 or 270 degrees</source>
        <translation>la rotation doit être de 0, 90, 180 ou 270 degrés</translation>
    </message>
    <message>
        <source>the tile has no such feature</source>
        <translation>la tuile n’a pas un tel élément</translation>
    </message>
    <message>
        <source>figures cannot stand on that feature in this game</source>
        <translation>aucune figure ne peut se tenir sur cet élément dans cette partie</translation>
    </message>
    <message>
        <source>the connected feature already holds a follower</source>
        <translation>l’élément relié porte déjà un partisan</translation>
    </message>
    <message>
        <source>a builder or pig goes only where its owner already has a follower</source>
        <translation>un bâtisseur ou un cochon ne va que là où son propriétaire a déjà un partisan</translation>
    </message>
    <message>
        <source>the player has no such figure left</source>
        <translation>le joueur n’a plus de telle figure</translation>
    </message>
    <message>
        <source>the edges fit, but the rules of an expansion forbid it (the river must continue from its open end and may not turn back towards itself)</source>
        <translation>les bords correspondent, mais les règles d’une extension l’interdisent (la rivière doit continuer depuis son extrémité ouverte et ne peut pas revenir vers elle-même)</translation>
    </message>
    <message>
        <source>there is no such figure</source>
        <translation>cette figure n’existe pas</translation>
    </message>
    <message>
        <source>no figure may stand on the tile where the dragon is</source>
        <translation>aucune figure ne peut se tenir sur la tuile où se trouve le dragon</translation>
    </message>
    <message>
        <source>no tile lies at that position</source>
        <translation>aucune tuile ne se trouve à cet emplacement</translation>
    </message>
    <message>
        <source>that feature is completed already</source>
        <translation>cet élément est déjà complété</translation>
    </message>
    <message>
        <source>no such follower stands there</source>
        <translation>aucun partisan de ce type ne s’y trouve</translation>
    </message>
    <message>
        <source>the dragon cannot fly there (only to a neighbouring tile it has not visited in this flight, and never to the fairy&apos;s)</source>
        <translation>le dragon ne peut pas voler là (seulement vers une tuile voisine qu’il n’a pas visitée pendant ce vol, et jamais vers celle de la fée)</translation>
    </message>
    <message>
        <source>this turn offers no such move (no magic portal, no princess beside knights, or no fairy)</source>
        <translation>ce tour n’offre pas un tel coup (pas de portail magique, pas de princesse à côté de chevaliers, ou pas de fée)</translation>
    </message>
    <message>
        <source>the game was already over</source>
        <translation>la partie était déjà terminée</translation>
    </message>
    <message>
        <source>it is another player&apos;s turn</source>
        <translation>c’est le tour d’un autre joueur</translation>
    </message>
    <message>
        <source>the discarded tile &quot;%1&quot; is not left in the pile</source>
        <translation>la tuile défaussée « %1 » ne reste pas dans la pioche</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; is recorded as discarded, but it can be placed</source>
        <translation>la tuile « %1 » est enregistrée comme défaussée, mais elle peut être posée</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; fits nowhere and was discarded, but the log does not say so</source>
        <translation>la tuile « %1 » ne se place nulle part et a été défaussée, mais le journal ne le dit pas</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; is not left in the pile</source>
        <translation>la tuile « %1 » ne reste pas dans la pioche</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; fits nowhere, so it must be recorded as discarded</source>
        <translation>la tuile « %1 » ne se place nulle part et doit donc être enregistrée comme défaussée</translation>
    </message>
    <message>
        <source>more tiles are drawn than the hand holds</source>
        <translation>plus de tuiles sont piochées que la main n’en contient</translation>
    </message>
    <message>
        <source>too few tiles are drawn: the hand is not full</source>
        <translation>trop peu de tuiles sont piochées : la main n’est pas pleine</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; cannot be placed there: %2</source>
        <translation>la tuile « %1 » ne peut pas être posée là : %2</translation>
    </message>
    <message>
        <source>the follower cannot be deployed: %1</source>
        <translation>le partisan ne peut pas être posé : %1</translation>
    </message>
    <message>
        <source>the log ends the game, but tiles that fit are left in the pile</source>
        <translation>le journal termine la partie, mais la pioche contient encore des tuiles qui se placent</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; cannot be drawn yet: other tiles come first (the river; a dragon tile waits for the volcano)</source>
        <translation>la tuile « %1 » ne peut pas encore être piochée : d’autres tuiles passent avant (la rivière ; une tuile dragon attend le volcan)</translation>
    </message>
    <message>
        <source>the decisions stop before the turn is over (a deployment or a pass is missing)</source>
        <translation>les décisions s’arrêtent avant la fin du tour (une pose ou une renonciation manque)</translation>
    </message>
    <message>
        <source>decision %1 comes after the turn has ended</source>
        <translation>la décision %1 arrive après la fin du tour</translation>
    </message>
    <message>
        <source>the turn places no tile</source>
        <translation>le tour ne place aucune tuile</translation>
    </message>
</context>
<context>
    <name>PlayerColor</name>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Bleu ciel</translation>
    </message>
</context>
<context>
    <name>PlayerName</name>
    <message>
        <source>A player name must have 1 to %1 characters.</source>
        <translation>Un nom de joueur doit compter de 1 à %1 caractères.</translation>
    </message>
    <message>
        <source>A player name must not contain control characters (character U+%1).</source>
        <translation>Un nom de joueur ne doit pas contenir de caractères de contrôle (caractère U+%1).</translation>
    </message>
</context>
<context>
    <name>ProblemMessage</name>
    <message>
        <source>The file is not a game.</source>
        <translation>Le fichier n’est pas une partie.</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation>« %1 » n’a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>%1

The game on the board stays as it was.</source>
        <translation>%1

La partie sur le plateau reste telle quelle.</translation>
    </message>
    <message>
        <source>Game Opened in Part</source>
        <translation>Partie ouverte en partie</translation>
    </message>
    <message>
        <source>“%1” has a problem: the game is shown at its start.</source>
        <translation>« %1 » présente un problème : la partie est affichée à son début.</translation>
    </message>
    <message>
        <source>“%1” has a problem: the game is shown up to turn %2.</source>
        <translation>« %1 » présente un problème : la partie est affichée jusqu’au tour %2.</translation>
    </message>
    <message>
        <source>%1

Save asks for a new file, so the damaged one stays as it is.</source>
        <translation>%1

Enregistrer demande un nouveau fichier, afin que le fichier endommagé reste tel quel.</translation>
    </message>
    <message>
        <source>… and %1 more problems.</source>
        <translation>… et %1 autres problèmes.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Turns %1–%2</source>
        <comment>a range of turns</comment>
        <translation>Tours %1–%2</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Points par catégorie</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Completed during the game</source>
        <translation>Complété pendant la partie</translation>
    </message>
    <message>
        <source>Still open at the end</source>
        <translation>Encore ouvert à la fin</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>1 point per tile</source>
        <translation>1 point par tuile</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>2 points per tile and per pennant</source>
        <translation>2 points par tuile et par blason</translation>
    </message>
    <message>
        <source>1 point per tile and per pennant</source>
        <translation>1 point par tuile et par blason</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Abbaye</translation>
    </message>
    <message>
        <source>9 points</source>
        <translation>9 points</translation>
    </message>
    <message>
        <source>1 point for the cloister and 1 per tile around it</source>
        <translation>1 point pour l’abbaye et 1 par tuile autour</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>Together the players build a landscape of roads, cities, cloisters and fields, one tile at a time. Placing followers on those features earns points when they are finished, and at the end of the game. The player with the most points wins.</source>
        <translation>Ensemble, les joueurs construisent un paysage de routes, de villes, d’abbayes et de prés, une tuile à la fois. Les partisans posés sur ces éléments rapportent des points quand ils sont complétés, et à la fin de la partie. Le joueur qui a le plus de points gagne.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour de jeu</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Place the tile&lt;/b&gt; you drew. It must touch at least one tile already on the board along a whole edge (corners do not count), and every edge it touches must match: road to road, city to city, field to field. You may turn it any way that fits. The board marks every position where it fits. A tile that fits nowhere is put aside and you draw another; Tessera does this for you.</source>
        <translation>&lt;b&gt;1. Posez la tuile&lt;/b&gt; que vous avez piochée. Elle doit toucher au moins une tuile déjà sur le plateau le long d’un bord entier (les coins ne comptent pas), et chaque bord qu’elle touche doit correspondre : route contre route, ville contre ville, pré contre pré. Vous pouvez la tourner dans tout sens qui convient. Le plateau marque chaque emplacement où elle se place. Une tuile qui ne se place nulle part est mise de côté et vous en piochez une autre ; Tessera s’en charge pour vous.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Deploy a follower&lt;/b&gt; if you like: one of your followers from your supply onto one feature of the tile you just placed: a road (a thief), a city (a knight), a cloister (a monk) or a field (a farmer). You cannot deploy on a feature that, through the tiles it already joins, holds a follower of anyone. Features that each hold followers may be joined later by a tile that links them.</source>
        <translation>&lt;b&gt;2. Posez un partisan&lt;/b&gt; si vous le souhaitez : l’un des partisans de votre réserve sur un élément de la tuile que vous venez de poser : une route (voleur), une ville (chevalier), une abbaye (moine) ou un pré (paysan). Vous ne pouvez pas poser sur un élément qui, par les tuiles qu’il relie déjà, porte le partisan de quiconque. Des éléments portant chacun des partisans peuvent être reliés plus tard par une tuile qui les joint.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Score&lt;/b&gt; every road, city and cloister that your tile finished, even one on which you deployed this very turn. Their followers go back to their owners.</source>
        <translation>&lt;b&gt;3. Décomptez&lt;/b&gt; chaque route, ville et abbaye que votre tuile a complétée, même celle sur laquelle vous avez posé ce tour-ci. Leurs partisans retournent à leurs propriétaires.</translation>
    </message>
    <message>
        <source>Finished features</source>
        <translation>Éléments complétés</translation>
    </message>
    <message>
        <source>A road is finished when both of its ends stop, at a crossing, a city, a cloister, or when it closes a loop. A city is finished when its walls close with no gap. A cloister is finished when all eight tiles around it are placed.</source>
        <translation>Une route est complétée quand ses deux extrémités s’arrêtent, à un carrefour, une ville, une abbaye, ou quand elle forme une boucle. Une ville est complétée quand ses remparts se referment sans brèche. Une abbaye est complétée quand les huit tuiles qui l’entourent sont posées.</translation>
    </message>
    <message>
        <source>The player with the most followers on a feature scores it. When several players have the same number, each of them scores all the points; the others score nothing. A tile counts once for a feature, even when the feature crosses it twice.</source>
        <translation>Le joueur qui a le plus de partisans sur un élément le décompte. Quand plusieurs joueurs en ont autant, chacun d’eux marque tous les points ; les autres ne marquent rien. Une tuile compte une fois pour un élément, même quand l’élément la traverse deux fois.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>The game ends after the turn in which the last tile is placed. Then every feature that is still open scores as in the table above, and the fields are scored.</source>
        <translation>La partie se termine après le tour où la dernière tuile est posée. Chaque élément encore ouvert est alors décompté comme dans le tableau ci-dessus, puis les prés sont décomptés.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fields.&lt;/b&gt; Farmers stay on their field until the end. Each field scores for the players with the most farmers in it: 3 points for every finished city the field touches. (The first-edition option scores city by city instead: each finished city gives 4 points, or 3, to the players with the most farmers in all the fields around it together.)</source>
        <translation>&lt;b&gt;Prés.&lt;/b&gt; Les paysans restent sur leur pré jusqu’à la fin. Chaque pré est décompté pour les joueurs qui y ont le plus de paysans : 3 points pour chaque ville complétée que le pré touche. (L’option de la première édition décompte plutôt ville par ville : chaque ville complétée donne 4 points, ou 3, aux joueurs ayant le plus de paysans dans l’ensemble des prés qui l’entourent.)</translation>
    </message>
    <message>
        <source>Options of a new game</source>
        <translation>Options d’une nouvelle partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tiny city:&lt;/b&gt; a finished city of only two tiles scores like an open one, 1 point per tile and pennant.</source>
        <translation>&lt;b&gt;Ville minuscule :&lt;/b&gt; une ville complétée de deux tuiles seulement compte comme une ville ouverte, 1 point par tuile et blason.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand of three:&lt;/b&gt; each player holds three tiles and chooses which one to play; the hand is filled up at the start of each turn.</source>
        <translation>&lt;b&gt;Main de trois :&lt;/b&gt; chaque joueur tient trois tuiles et choisit laquelle jouer ; la main est complétée au début de chaque tour.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Farmers off:&lt;/b&gt; no follower may go on a field and fields are not scored.</source>
        <translation>&lt;b&gt;Sans paysans :&lt;/b&gt; aucun partisan ne peut aller sur un pré et les prés ne sont pas décomptés.</translation>
    </message>
    <message>
        <source>&lt;b&gt;One to five players&lt;/b&gt;, six with Inns &amp; Cathedrals. Alone, you play a solo game to practise or to try the tiles.</source>
        <translation>&lt;b&gt;De un à cinq joueurs&lt;/b&gt;, six avec Auberges et Cathédrales. Seul, vous jouez une partie en solo pour vous entraîner ou essayer les tuiles.</translation>
    </message>
    <message>
        <source>The River</source>
        <translation>La Rivière</translation>
    </message>
    <message>
        <source>The spring is the first tile. The river tiles are drawn before all the others, the lake last of them. Each river tile must continue the river from its open end, and the river may not bend the same way twice in a row, so that it never turns back on itself. No follower stands on the water; the river divides the fields.</source>
        <translation>La source est la première tuile. Les tuiles rivière sont piochées avant toutes les autres, le lac en dernier. Chaque tuile rivière doit prolonger la rivière depuis son extrémité ouverte, et la rivière ne peut pas tourner deux fois de suite du même côté, pour ne jamais revenir sur elle-même. Aucun partisan ne se tient sur l’eau ; la rivière sépare les prés.</translation>
    </message>
    <message>
        <source>Inns &amp; Cathedrals</source>
        <translation>Auberges et Cathédrales</translation>
    </message>
    <message>
        <source>Each player also has a &lt;b&gt;large follower&lt;/b&gt;, which counts as two followers when the players compare who has the most on a feature.</source>
        <translation>Chaque joueur a aussi un &lt;b&gt;grand partisan&lt;/b&gt;, qui compte pour deux partisans quand les joueurs comparent qui en a le plus sur un élément.</translation>
    </message>
    <message>
        <source>A road with an &lt;b&gt;inn&lt;/b&gt; scores 2 points per tile when it is finished, but nothing if it is still open at the end. A city with a &lt;b&gt;cathedral&lt;/b&gt; scores 3 points per tile and pennant when it is finished, and nothing if it is still open at the end.</source>
        <translation>Une route avec une &lt;b&gt;auberge&lt;/b&gt; rapporte 2 points par tuile quand elle est complétée, mais rien si elle est encore ouverte à la fin. Une ville avec une &lt;b&gt;cathédrale&lt;/b&gt; rapporte 3 points par tuile et blason quand elle est complétée, et rien si elle est encore ouverte à la fin.</translation>
    </message>
    <message>
        <source>Traders &amp; Builders</source>
        <translation>Marchands et Bâtisseurs</translation>
    </message>
    <message>
        <source>Some city tiles show &lt;b&gt;goods&lt;/b&gt;: wine, grain or cloth. Whoever places the tile that finishes a city takes all its goods, with or without a follower in it. At the end, the player with the most of each kind scores 10 points (tied players each score 10).</source>
        <translation>Certaines tuiles ville montrent des &lt;b&gt;marchandises&lt;/b&gt; : vin, blé ou tissu. Celui qui pose la tuile qui complète une ville prend toutes ses marchandises, avec ou sans partisan dedans. À la fin, le joueur qui a le plus de chaque sorte marque 10 points (en cas d’égalité, chacun marque 10).</translation>
    </message>
    <message>
        <source>Instead of a follower you may put your &lt;b&gt;builder&lt;/b&gt; on a road or city of your tile in which you already have a follower. Whenever you later extend that road or city, you play a second tile in the same turn (never a third). The builder scores nothing and goes home when its feature is scored.</source>
        <translation>Au lieu d’un partisan, vous pouvez mettre votre &lt;b&gt;bâtisseur&lt;/b&gt; sur une route ou une ville de votre tuile où vous avez déjà un partisan. Chaque fois que vous prolongez ensuite cette route ou cette ville, vous jouez une deuxième tuile dans le même tour (jamais une troisième). Le bâtisseur ne rapporte rien et rentre quand son élément est décompté.</translation>
    </message>
    <message>
        <source>Instead of a follower you may put your &lt;b&gt;pig&lt;/b&gt; on a field of your tile where you already have a farmer. If you score that field at the end, each finished city it supplies brings you 1 point more.</source>
        <translation>Au lieu d’un partisan, vous pouvez mettre votre &lt;b&gt;cochon&lt;/b&gt; sur un pré de votre tuile où vous avez déjà un paysan. Si vous décomptez ce pré à la fin, chaque ville complétée qu’il nourrit vous rapporte 1 point de plus.</translation>
    </message>
    <message>
        <source>The Princess &amp; the Dragon</source>
        <translation>La Princesse et le Dragon</translation>
    </message>
    <message>
        <source>When a &lt;b&gt;volcano&lt;/b&gt; is placed, the dragon lands on it; nobody may put a figure on the tile where the dragon is. Dragon tiles drawn before the first volcano wait and are shuffled back in once it is out.</source>
        <translation>Quand un &lt;b&gt;volcan&lt;/b&gt; est posé, le dragon s’y pose ; personne ne peut mettre de figure sur la tuile où se trouve le dragon. Les tuiles dragon piochées avant le premier volcan attendent et sont remélangées dès qu’il est sorti.</translation>
    </message>
    <message>
        <source>After a &lt;b&gt;dragon&lt;/b&gt; tile&apos;s turn (after its scoring, or before it if the game says so) the dragon flies up to 6 steps from tile to neighbouring tile, each step chosen by the next player in turn, starting with the one who placed the tile. It never enters a tile twice in one flight nor the fairy&apos;s tile, and stops when it cannot go on. Every figure on a tile it enters goes home without scoring.</source>
        <translation>Après le tour d’une tuile &lt;b&gt;dragon&lt;/b&gt; (après son décompte, ou avant si la partie le prévoit) le dragon vole jusqu’à 6 pas de tuile en tuile voisine, chaque pas étant choisi par le joueur suivant dans l’ordre, en commençant par celui qui a posé la tuile. Il n’entre jamais deux fois dans une tuile au cours d’un vol ni sur la tuile de la fée, et s’arrête quand il ne peut plus avancer. Toute figure sur une tuile où il entre rentre chez elle sans décompte.</translation>
    </message>
    <message>
        <source>Instead of deploying you may move the &lt;b&gt;fairy&lt;/b&gt; beside one of your followers: while she stays there you score 1 point at the start of each of your turns, and 3 when that follower&apos;s feature is scored.</source>
        <translation>Au lieu de poser, vous pouvez déplacer la &lt;b&gt;fée&lt;/b&gt; à côté de l’un de vos partisans : tant qu’elle y reste, vous marquez 1 point au début de chacun de vos tours, et 3 quand l’élément de ce partisan est décompté.</translation>
    </message>
    <message>
        <source>When your tile&apos;s &lt;b&gt;princess&lt;/b&gt; joins a city with knights, you may instead send one of those knights home. With a &lt;b&gt;magic portal&lt;/b&gt; you may instead put your follower on any free, unfinished feature anywhere on the board.</source>
        <translation>Quand la &lt;b&gt;princesse&lt;/b&gt; de votre tuile rejoint une ville avec des chevaliers, vous pouvez à la place renvoyer chez lui l’un de ces chevaliers. Avec un &lt;b&gt;portail magique&lt;/b&gt;, vous pouvez à la place poser votre partisan sur n’importe quel élément libre et non complété du plateau.</translation>
    </message>
    <message>
        <source>When the tiles that are left fit nowhere, they are put aside and the game is over: no further turn begins, so the fairy gives no point then. A game from JCloisterZone first begins one more turn, as that program does.</source>
        <translation>Quand les tuiles restantes ne se posent nulle part, elles sont écartées et la partie est finie : aucun autre tour ne commence, la fée ne rapporte donc pas de point. Une partie venue de JCloisterZone commence d’abord un tour de plus, comme le fait ce programme.</translation>
    </message>
    <message>
        <source>In a game from JCloisterZone the builder may not go on a road or city that your tile finishes, as that program wants.</source>
        <translation>Dans une partie venue de JCloisterZone, le bâtisseur ne peut pas aller sur une route ou une ville que votre tuile achève, comme le veut ce programme.</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 Kio</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 Mio</translation>
    </message>
    <message>
        <source>The file is larger than %1, the limit for this kind of file.</source>
        <translation>Le fichier dépasse %1, la limite pour ce type de fichier.</translation>
    </message>
    <message>
        <source>Cannot open the file: %1</source>
        <translation>Impossible d’ouvrir le fichier : %1</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>Impossible de lire le fichier : %1</translation>
    </message>
    <message>
        <source>Unknown error</source>
        <translation>Erreur inconnue</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>une FIFO</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un périphérique en mode caractère</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un périphérique en mode bloc</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un fichier spécial</translation>
    </message>
    <message>
        <source>a device or other special file</source>
        <translation>un périphérique ou un autre fichier spécial</translation>
    </message>
    <message>
        <source>This is not a regular file (%1): only regular files are read.</source>
        <translation>Ce n’est pas un fichier ordinaire (%1) : seuls les fichiers ordinaires sont lus.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>It is not in the settings format.</source>
        <translation>Il n’est pas au format des réglages.</translation>
    </message>
    <message>
        <source>It cannot be read.</source>
        <translation>Il ne peut pas être lu.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be used (%2), nor set aside (%3): the settings are the defaults and are not kept.</source>
        <translation>Le fichier de réglages %1 est inutilisable (%2) et ne peut pas être mis de côté (%3) : les réglages sont ceux par défaut et ne sont pas conservés.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be used (%2); it was set aside as %3 and the settings are the defaults.</source>
        <translation>Le fichier de réglages %1 était inutilisable (%2) ; il a été mis de côté sous %3 et les réglages sont ceux par défaut.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The file is not a game.</source>
        <translation>Le fichier n’est pas une partie.</translation>
    </message>
    <message>
        <source>The game is not finished.</source>
        <translation>La partie n’est pas terminée.</translation>
    </message>
    <message>
        <source>The folder of the statistics file “%1” cannot be created.</source>
        <translation>Le dossier du fichier de statistiques « %1 » ne peut pas être créé.</translation>
    </message>
    <message>
        <source>The statistics need Qt&apos;s SQLite driver (Debian&apos;s package libqt6sql6-sqlite), which is missing.</source>
        <translation>Les statistiques ont besoin du pilote SQLite de Qt (paquet Debian libqt6sql6-sqlite), qui manque.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer Tessera (layout %2; this one knows up to %3): it is left as it is.</source>
        <translation>Le fichier de statistiques « %1 » a été écrit par un Tessera plus récent (structure %2 ; celui-ci connaît jusqu’à %3) : il est laissé tel quel.</translation>
    </message>
    <message>
        <source>The folder “%1” cannot be created.</source>
        <translation>Le dossier « %1 » ne peut pas être créé.</translation>
    </message>
    <message>
        <source>%1 The game cannot be kept for later either: %2</source>
        <translation>%1 La partie ne peut pas non plus être gardée pour plus tard : %2</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Le fichier de statistiques « %1 » ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>The statistics file “%1” is in use by another program. The statistics show again, and the games played meanwhile are counted, once it is free.</source>
        <translation>Le fichier de statistiques « %1 » est utilisé par un autre programme. Dès qu’il sera libre, les statistiques s’afficheront de nouveau et les parties jouées entre-temps seront comptées.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read.</source>
        <translation>Le fichier de statistiques « %1 » ne peut pas être lu.</translation>
    </message>
    <message>
        <source>The statistics file “%1” is damaged and cannot be moved aside.</source>
        <translation>Le fichier de statistiques « %1 » est endommagé et ne peut pas être mis de côté.</translation>
    </message>
    <message>
        <source>The statistics file “%1” is damaged and no new one can be started.</source>
        <translation>Le fichier de statistiques « %1 » est endommagé et aucun nouveau ne peut être commencé.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was damaged: it is kept as “%2” and a new one is started.</source>
        <translation>Le fichier de statistiques « %1 » était endommagé : il est conservé sous « %2 » et un nouveau est commencé.</translation>
    </message>
    <message>
        <source>The statistics file “%1” is in use by another program; the statistics show once it is free.</source>
        <translation>Le fichier de statistiques « %1 » est utilisé par un autre programme ; les statistiques s’afficheront dès qu’il sera libre.</translation>
    </message>
    <message>
        <source>The statistics file “%1” is in use by another program; the game is counted once it is free.</source>
        <translation>Le fichier de statistiques « %1 » est utilisé par un autre programme ; la partie sera comptée dès qu’il sera libre.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be written.</source>
        <translation>Le fichier de statistiques « %1 » ne peut pas être écrit.</translation>
    </message>
    <message>
        <source>A game kept for later could not be read and is not counted; it stays as “%1” in “%2” (it could not be moved aside).</source>
        <translation>Une partie gardée pour plus tard n’a pas pu être lue et n’est pas comptée ; elle reste sous le nom « %1 » dans « %2 » (elle n’a pas pu être mise de côté).</translation>
    </message>
    <message>
        <source>A game kept for later could not be read and is not counted; it is kept as “%1” in “%2”.</source>
        <translation>Une partie gardée pour plus tard n’a pas pu être lue et n’est pas comptée ; elle est gardée sous le nom « %1 » dans « %2 ».</translation>
    </message>
</context>
<context>
    <name>TileArt</name>
    <message>
        <source>The picture is %1 KiB; tile art may have at most %2 KiB.</source>
        <translation>L’image fait %1 Kio ; une illustration de tuile peut faire au plus %2 Kio.</translation>
    </message>
    <message>
        <source>a document type declaration (DTD) is not allowed.</source>
        <translation>une déclaration de type de document (DTD) n’est pas autorisée.</translation>
    </message>
    <message>
        <source>entity references are not allowed.</source>
        <translation>les références d’entités ne sont pas autorisées.</translation>
    </message>
    <message>
        <source>processing instructions are not allowed.</source>
        <translation>les instructions de traitement ne sont pas autorisées.</translation>
    </message>
    <message>
        <source>more than %1 elements.</source>
        <translation>plus de %1 éléments.</translation>
    </message>
    <message>
        <source>elements nested deeper than %1.</source>
        <translation>éléments imbriqués sur plus de %1 niveaux.</translation>
    </message>
    <message>
        <source>the picture must be an &lt;svg&gt; element.</source>
        <translation>l’image doit être un élément &lt;svg&gt;.</translation>
    </message>
    <message>
        <source>&lt;%1&gt; elements are not allowed.</source>
        <translation>les éléments &lt;%1&gt; ne sont pas autorisés.</translation>
    </message>
    <message>
        <source>the text refers to another file (%1).</source>
        <translation>le texte fait référence à un autre fichier (%1).</translation>
    </message>
    <message>
        <source>this is not well-formed XML (%1).</source>
        <translation>ce n’est pas du XML bien formé (%1).</translation>
    </message>
    <message>
        <source>The picture is empty.</source>
        <translation>L’image est vide.</translation>
    </message>
    <message>
        <source>The picture cannot be used, line %1: %2</source>
        <translation>L’image ne peut pas être utilisée, ligne %1 : %2</translation>
    </message>
    <message>
        <source>the link &quot;%1&quot; points outside the picture.</source>
        <translation>le lien « %1 » pointe hors de l’image.</translation>
    </message>
    <message>
        <source>event handlers (%1) are not allowed.</source>
        <translation>les gestionnaires d’événements (%1) ne sont pas autorisés.</translation>
    </message>
    <message>
        <source>the attribute %1 refers to another file (%2).</source>
        <translation>l’attribut %1 fait référence à un autre fichier (%2).</translation>
    </message>
</context>
<context>
    <name>TileInspector</name>
    <message>
        <source>Tile set</source>
        <translation>Jeu de tuiles</translation>
    </message>
    <message>
        <source>Set &amp;id:</source>
        <translation>&amp;Identifiant du jeu :</translation>
    </message>
    <message>
        <source>Short, unique name of the set, used in game logs</source>
        <translation>Nom court et unique du jeu, utilisé dans les journaux de partie</translation>
    </message>
    <message>
        <source>Set &amp;name:</source>
        <translation>&amp;Nom du jeu :</translation>
    </message>
    <message>
        <source>&amp;Start tile:</source>
        <translation>Tuile de &amp;départ :</translation>
    </message>
    <message>
        <source>The tile placed before the first turn; none for an expansion that adds tiles to another set&apos;s game</source>
        <translation>La tuile posée avant le premier tour ; aucune pour une extension qui ajoute des tuiles à la partie d’un autre jeu</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Tile i&amp;d:</source>
        <translation>Identifiant de &amp;tuile :</translation>
    </message>
    <message>
        <source>Unique within the set; used in game logs</source>
        <translation>Unique dans le jeu ; utilisé dans les journaux de partie</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>N&amp;om :</translation>
    </message>
    <message>
        <source>&amp;JCloisterZone id:</source>
        <translation>Identifiant &amp;JCloisterZone :</translation>
    </message>
    <message>
        <source>For importing JCloisterZone games, e.g. BA/RCr</source>
        <translation>Pour importer des parties JCloisterZone, par ex. BA/RCr</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>&amp;Quantité :</translation>
    </message>
    <message>
        <source>Cl&amp;oister</source>
        <translation>&amp;Abbaye</translation>
    </message>
    <message>
        <source>&amp;Volcano</source>
        <translation>&amp;Volcan</translation>
    </message>
    <message>
        <source>Dra&amp;gon</source>
        <translation>Dra&amp;gon</translation>
    </message>
    <message>
        <source>Magic &amp;portal</source>
        <translation>&amp;Portail magique</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Click a part of the tile to select its feature.</source>
        <translation>Cliquez sur une partie de la tuile pour sélectionner son élément.</translation>
    </message>
    <message>
        <source>P&amp;ennants:</source>
        <translation>&amp;Blasons :</translation>
    </message>
    <message>
        <source>C&amp;athedral</source>
        <translation>&amp;Cathédrale</translation>
    </message>
    <message>
        <source>P&amp;rincess</source>
        <translation>P&amp;rincesse</translation>
    </message>
    <message>
        <source>Goo&amp;ds:</source>
        <translation>&amp;Marchandises :</translation>
    </message>
    <message>
        <source>&amp;Inn</source>
        <translation>A&amp;uberge</translation>
    </message>
    <message>
        <source>Borders the cities:</source>
        <translation>Borde les villes :</translation>
    </message>
    <message>
        <source>Art</source>
        <translation>Illustration</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Générée</translation>
    </message>
    <message>
        <source>Own art</source>
        <translation>Illustration propre</translation>
    </message>
    <message>
        <source>Import S&amp;VG...</source>
        <translation>Importer un &amp;SVG...</translation>
    </message>
    <message>
        <source>Use generated</source>
        <translation>Utiliser la générée</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Pré</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Abbaye</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <source>Base game</source>
        <translation>Jeu de base</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Abbaye</translation>
    </message>
    <message>
        <source>Cloister with road</source>
        <translation>Abbaye avec route</translation>
    </message>
    <message>
        <source>City cap with straight road</source>
        <translation>Bord de ville avec route droite</translation>
    </message>
    <message>
        <source>City on all sides with pennant</source>
        <translation>Ville sur tous les côtés avec blason</translation>
    </message>
    <message>
        <source>Three-sided city with road and pennant</source>
        <translation>Ville sur trois côtés avec route et blason</translation>
    </message>
    <message>
        <source>Three-sided city with road</source>
        <translation>Ville sur trois côtés avec route</translation>
    </message>
    <message>
        <source>City passage with pennant</source>
        <translation>Passage de ville avec blason</translation>
    </message>
    <message>
        <source>City passage</source>
        <translation>Passage de ville</translation>
    </message>
    <message>
        <source>City corner</source>
        <translation>Coin de ville</translation>
    </message>
    <message>
        <source>City corner with pennant</source>
        <translation>Coin de ville avec blason</translation>
    </message>
    <message>
        <source>City corner with road curve</source>
        <translation>Coin de ville avec virage</translation>
    </message>
    <message>
        <source>City corner with road curve and pennant</source>
        <translation>Coin de ville avec virage et blason</translation>
    </message>
    <message>
        <source>Three-sided city</source>
        <translation>Ville sur trois côtés</translation>
    </message>
    <message>
        <source>Three-sided city with pennant</source>
        <translation>Ville sur trois côtés avec blason</translation>
    </message>
    <message>
        <source>City cap with road curving right</source>
        <translation>Bord de ville avec route tournant à droite</translation>
    </message>
    <message>
        <source>City cap with road junction</source>
        <translation>Bord de ville avec carrefour</translation>
    </message>
    <message>
        <source>City cap with road curving left</source>
        <translation>Bord de ville avec route tournant à gauche</translation>
    </message>
    <message>
        <source>City cap</source>
        <translation>Bord de ville</translation>
    </message>
    <message>
        <source>Two opposite city caps</source>
        <translation>Deux bords de ville opposés</translation>
    </message>
    <message>
        <source>Two adjacent city caps</source>
        <translation>Deux bords de ville voisins</translation>
    </message>
    <message>
        <source>Crossroads</source>
        <translation>Carrefour</translation>
    </message>
    <message>
        <source>Road junction</source>
        <translation>Carrefour à trois routes</translation>
    </message>
    <message>
        <source>Road curve</source>
        <translation>Virage</translation>
    </message>
    <message>
        <source>Straight road</source>
        <translation>Route droite</translation>
    </message>
    <message>
        <source>The River</source>
        <translation>La Rivière</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>Lac</translation>
    </message>
    <message>
        <source>River between two city caps</source>
        <translation>Rivière entre deux bords de ville</translation>
    </message>
    <message>
        <source>River with a road over a bridge to a city cap</source>
        <translation>Rivière avec une route sur un pont vers un bord de ville</translation>
    </message>
    <message>
        <source>River with a road over a bridge to a cloister</source>
        <translation>Rivière avec une route sur un pont vers une abbaye</translation>
    </message>
    <message>
        <source>River crossed by a road on a bridge</source>
        <translation>Rivière franchie par une route sur un pont</translation>
    </message>
    <message>
        <source>Straight river</source>
        <translation>Rivière droite</translation>
    </message>
    <message>
        <source>River curve around a city corner</source>
        <translation>Courbe de rivière autour d’un coin de ville</translation>
    </message>
    <message>
        <source>River curve beside a road curve</source>
        <translation>Courbe de rivière à côté d’un virage</translation>
    </message>
    <message>
        <source>River curve</source>
        <translation>Courbe de rivière</translation>
    </message>
    <message>
        <source>Inns &amp; Cathedrals</source>
        <translation>Auberges et Cathédrales</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <source>Cloister between two road ends</source>
        <translation>Abbaye entre deux fins de route</translation>
    </message>
    <message>
        <source>Four city caps around a field</source>
        <translation>Quatre bords de ville autour d’un pré</translation>
    </message>
    <message>
        <source>Three city caps</source>
        <translation>Trois bords de ville</translation>
    </message>
    <message>
        <source>Two opposite city caps with road ends between them</source>
        <translation>Deux bords de ville opposés avec des fins de route entre eux</translation>
    </message>
    <message>
        <source>City corner with pennant and a city cap</source>
        <translation>Coin de ville avec blason et un bord de ville</translation>
    </message>
    <message>
        <source>City cap above two fields</source>
        <translation>Bord de ville au-dessus de deux prés</translation>
    </message>
    <message>
        <source>City cap with a road to its gate</source>
        <translation>Bord de ville avec une route jusqu’à sa porte</translation>
    </message>
    <message>
        <source>City corner with a road to its gate</source>
        <translation>Coin de ville avec une route jusqu’à sa porte</translation>
    </message>
    <message>
        <source>City passage with pennant and two roads to its gates</source>
        <translation>Passage de ville avec blason et deux routes jusqu’à ses portes</translation>
    </message>
    <message>
        <source>City corner with a road to its gate and an inn</source>
        <translation>Coin de ville avec une route jusqu’à sa porte et une auberge</translation>
    </message>
    <message>
        <source>City cap with road curve and inn</source>
        <translation>Bord de ville avec virage et auberge</translation>
    </message>
    <message>
        <source>City corner with pennant, road curve and inn</source>
        <translation>Coin de ville avec blason, virage et auberge</translation>
    </message>
    <message>
        <source>Road junction with inn</source>
        <translation>Carrefour à trois routes avec auberge</translation>
    </message>
    <message>
        <source>Straight road with inn</source>
        <translation>Route droite avec auberge</translation>
    </message>
    <message>
        <source>Road curve with inn</source>
        <translation>Virage avec auberge</translation>
    </message>
    <message>
        <source>Two road curves</source>
        <translation>Deux virages</translation>
    </message>
    <message>
        <source>Traders &amp; Builders</source>
        <translation>Marchands et Bâtisseurs</translation>
    </message>
    <message>
        <source>City corner with grain</source>
        <translation>Coin de ville avec blé</translation>
    </message>
    <message>
        <source>City corner with wine</source>
        <translation>Coin de ville avec vin</translation>
    </message>
    <message>
        <source>City passage with cloth beside a city cap</source>
        <translation>Passage de ville avec tissu à côté d’un bord de ville</translation>
    </message>
    <message>
        <source>City passage with wine beside a city cap</source>
        <translation>Passage de ville avec vin à côté d’un bord de ville</translation>
    </message>
    <message>
        <source>City on three sides with grain</source>
        <translation>Ville sur trois côtés avec blé</translation>
    </message>
    <message>
        <source>City corner with cloth and two city caps</source>
        <translation>Coin de ville avec tissu et deux bords de ville</translation>
    </message>
    <message>
        <source>City corner with cloth and two road ends</source>
        <translation>Coin de ville avec tissu et deux fins de route</translation>
    </message>
    <message>
        <source>City corner with wine and two roads into the city</source>
        <translation>Coin de ville avec vin et deux routes entrant dans la ville</translation>
    </message>
    <message>
        <source>City corner with cloth, a road and a city cap</source>
        <translation>Coin de ville avec tissu, une route et un bord de ville</translation>
    </message>
    <message>
        <source>City corner with grain, a road and a city cap</source>
        <translation>Coin de ville avec blé, une route et un bord de ville</translation>
    </message>
    <message>
        <source>City corner with cloth and a road into the city</source>
        <translation>Coin de ville avec tissu et une route entrant dans la ville</translation>
    </message>
    <message>
        <source>City corner with wine and a road end</source>
        <translation>Coin de ville avec vin et une fin de route</translation>
    </message>
    <message>
        <source>City on three sides with wine and a road</source>
        <translation>Ville sur trois côtés avec vin et une route</translation>
    </message>
    <message>
        <source>Two city corners, one with wine</source>
        <translation>Deux coins de ville, l’un avec vin</translation>
    </message>
    <message>
        <source>City passage with wine</source>
        <translation>Passage de ville avec vin</translation>
    </message>
    <message>
        <source>City cap with a road into the city</source>
        <translation>Bord de ville avec une route entrant dans la ville</translation>
    </message>
    <message>
        <source>City passage with grain and a road into the city</source>
        <translation>Passage de ville avec blé et une route entrant dans la ville</translation>
    </message>
    <message>
        <source>City passage with wine and a road into the city</source>
        <translation>Passage de ville avec vin et une route entrant dans la ville</translation>
    </message>
    <message>
        <source>City passage with wine and two roads into the city</source>
        <translation>Passage de ville avec vin et deux routes entrant dans la ville</translation>
    </message>
    <message>
        <source>Cloister at a three-way road junction</source>
        <translation>Abbaye à un carrefour de trois routes</translation>
    </message>
    <message>
        <source>City corner with grain and a road into the city</source>
        <translation>Coin de ville avec blé et une route entrant dans la ville</translation>
    </message>
    <message>
        <source>City corner with grain and a road end</source>
        <translation>Coin de ville avec blé et une fin de route</translation>
    </message>
    <message>
        <source>City cap with a road into the city and a road end</source>
        <translation>Bord de ville avec une route entrant dans la ville et une fin de route</translation>
    </message>
    <message>
        <source>Two roads crossing without meeting</source>
        <translation>Deux routes qui se croisent sans se rejoindre</translation>
    </message>
    <message>
        <source>The Princess &amp; the Dragon</source>
        <translation>La Princesse et le Dragon</translation>
    </message>
    <message>
        <source>Volcano</source>
        <translation>Volcan</translation>
    </message>
    <message>
        <source>Volcano with a road ending</source>
        <translation>Volcan avec une route qui s’y termine</translation>
    </message>
    <message>
        <source>Volcano by a road curve</source>
        <translation>Volcan au bord d’un virage</translation>
    </message>
    <message>
        <source>Volcano by a straight road</source>
        <translation>Volcan au bord d’une route droite</translation>
    </message>
    <message>
        <source>Volcano below a city cap</source>
        <translation>Volcan sous un bord de ville</translation>
    </message>
    <message>
        <source>Volcano between two city caps</source>
        <translation>Volcan entre deux bords de ville</translation>
    </message>
    <message>
        <source>Dragon below a city cap</source>
        <translation>Dragon sous un bord de ville</translation>
    </message>
    <message>
        <source>Dragon at a cloister with three roads</source>
        <translation>Dragon à une abbaye avec trois routes</translation>
    </message>
    <message>
        <source>Dragon at a road junction</source>
        <translation>Dragon à un carrefour de trois routes</translation>
    </message>
    <message>
        <source>Dragon at a cloister below a city on three sides</source>
        <translation>Dragon à une abbaye sous une ville sur trois côtés</translation>
    </message>
    <message>
        <source>Dragon by a road curve</source>
        <translation>Dragon au bord d’un virage</translation>
    </message>
    <message>
        <source>Dragon by a straight road</source>
        <translation>Dragon au bord d’une route droite</translation>
    </message>
    <message>
        <source>Dragon by a city corner</source>
        <translation>Dragon au bord d’un coin de ville</translation>
    </message>
    <message>
        <source>Dragon in a city passage with a pennant</source>
        <translation>Dragon dans un passage de ville avec blason</translation>
    </message>
    <message>
        <source>Dragon where a road runs under a city passage</source>
        <translation>Dragon là où une route passe sous un passage de ville</translation>
    </message>
    <message>
        <source>Dragon below a city cap with a road curving left</source>
        <translation>Dragon sous un bord de ville avec une route tournant à gauche</translation>
    </message>
    <message>
        <source>Dragon below a city cap with a road curving right</source>
        <translation>Dragon sous un bord de ville avec une route tournant à droite</translation>
    </message>
    <message>
        <source>Magic portal between two road curves</source>
        <translation>Portail magique entre deux virages</translation>
    </message>
    <message>
        <source>Magic portal at a road junction</source>
        <translation>Portail magique à un carrefour de trois routes</translation>
    </message>
    <message>
        <source>Magic portal below a city on three sides with a pennant</source>
        <translation>Portail magique sous une ville sur trois côtés avec blason</translation>
    </message>
    <message>
        <source>Magic portal by a city corner and a road curve</source>
        <translation>Portail magique au bord d’un coin de ville et d’un virage</translation>
    </message>
    <message>
        <source>Magic portal below a city cap with a road curving left</source>
        <translation>Portail magique sous un bord de ville avec une route tournant à gauche</translation>
    </message>
    <message>
        <source>Magic portal below a city cap with a road curving right</source>
        <translation>Portail magique sous un bord de ville avec une route tournant à droite</translation>
    </message>
    <message>
        <source>Princess in a city cap above a road junction</source>
        <translation>Princesse dans un bord de ville au-dessus d’un carrefour de trois routes</translation>
    </message>
    <message>
        <source>Princess in a city cap beside a city corner with a pennant</source>
        <translation>Princesse dans un bord de ville à côté d’un coin de ville avec blason</translation>
    </message>
    <message>
        <source>Princess in a city on three sides</source>
        <translation>Princesse dans une ville sur trois côtés</translation>
    </message>
    <message>
        <source>Princess in a city corner</source>
        <translation>Princesse dans un coin de ville</translation>
    </message>
    <message>
        <source>Princess in a city corner above two fields</source>
        <translation>Princesse dans un coin de ville au-dessus de deux prés</translation>
    </message>
    <message>
        <source>Princess in a city corner by a road curve</source>
        <translation>Princesse dans un coin de ville au bord d’un virage</translation>
    </message>
</context>
<context>
    <name>TileSet</name>
    <message>
        <source>The tile at index %1 has no id.</source>
        <translation>La tuile d’indice %1 n’a pas d’identifiant.</translation>
    </message>
    <message>
        <source>Tile id &quot;%1&quot; is already used by the tile at index %2.</source>
        <translation>L’identifiant de tuile « %1 » est déjà utilisé par la tuile d’indice %2.</translation>
    </message>
    <message>
        <source>it has %1 features; a tile has at most %2.</source>
        <translation>elle a %1 éléments ; une tuile en a au plus %2.</translation>
    </message>
    <message>
        <source>the count %1 is negative.</source>
        <translation>la quantité %1 est négative.</translation>
    </message>
    <message>
        <source>%1 claims side %2, but that edge is %3.</source>
        <translation>%1 revendique le côté %2, mais ce bord est %3.</translation>
    </message>
    <message>
        <source>%1 touches no side.</source>
        <translation>%1 ne touche aucun côté.</translation>
    </message>
    <message>
        <source>%1 claims side %2, which another feature already claims.</source>
        <translation>%1 revendique le côté %2, déjà revendiqué par un autre élément.</translation>
    </message>
    <message>
        <source>side %1 is %2 but no feature of that kind claims it.</source>
        <translation>le côté %1 est %2 mais aucun élément de ce type ne le revendique.</translation>
    </message>
    <message>
        <source>%1 claims half-edge %2, which another field already claims.</source>
        <translation>%1 revendique le demi-bord %2, déjà revendiqué par un autre pré.</translation>
    </message>
    <message>
        <source>%1 claims half-edge %2, which lies on a city side.</source>
        <translation>%1 revendique le demi-bord %2, qui se trouve sur un côté ville.</translation>
    </message>
    <message>
        <source>half-edge %1 belongs to no field.</source>
        <translation>le demi-bord %1 n’appartient à aucun pré.</translation>
    </message>
    <message>
        <source>%1 lists sides; a field lists half-edges (&quot;halves&quot;) instead.</source>
        <translation>%1 énumère des côtés ; un pré énumère plutôt des demi-bords (« halves »).</translation>
    </message>
    <message>
        <source>%1 lists half-edges; only fields do.</source>
        <translation>%1 énumère des demi-bords ; seuls les prés le font.</translation>
    </message>
    <message>
        <source>%1 lists sides; a cloister touches no edge.</source>
        <translation>%1 énumère des côtés ; une abbaye ne touche aucun bord.</translation>
    </message>
    <message>
        <source>%1 borders feature %2, which is not a city of this tile.</source>
        <translation>%1 borde l’élément %2, qui n’est pas une ville de cette tuile.</translation>
    </message>
    <message>
        <source>%1 lists city %2 twice.</source>
        <translation>%1 cite la ville %2 deux fois.</translation>
    </message>
    <message>
        <source>%1 lists bordering cities; only fields do.</source>
        <translation>%1 énumère des villes bordées ; seuls les prés le font.</translation>
    </message>
    <message>
        <source>%1 has pennants, a cathedral, a princess or goods; only cities do.</source>
        <translation>%1 a des blasons, une cathédrale, une princesse ou des marchandises ; seules les villes en ont.</translation>
    </message>
    <message>
        <source>%1 has an inn; only roads do.</source>
        <translation>%1 a une auberge ; seules les routes en ont.</translation>
    </message>
    <message>
        <source>%1 has a negative number of pennants.</source>
        <translation>%1 a un nombre négatif de blasons.</translation>
    </message>
    <message>
        <source>The set names no start tile.</source>
        <translation>Le jeu ne désigne aucune tuile de départ.</translation>
    </message>
    <message>
        <source>The start tile &quot;%1&quot; is not a tile of this set.</source>
        <translation>La tuile de départ « %1 » n’est pas une tuile de ce jeu.</translation>
    </message>
    <message>
        <source>The start tile &quot;%1&quot; has count 0; it needs at least 1.</source>
        <translation>La tuile de départ « %1 » a une quantité de 0 ; il lui faut au moins 1.</translation>
    </message>
    <message>
        <source>Unknown problem.</source>
        <translation>Problème inconnu.</translation>
    </message>
    <message>
        <source>The tile at index %1: %2</source>
        <translation>La tuile d’indice %1 : %2</translation>
    </message>
    <message>
        <source>Tile &quot;%1&quot;: %2</source>
        <translation>Tuile « %1 » : %2</translation>
    </message>
    <message>
        <source>feature %1</source>
        <translation>élément %1</translation>
    </message>
    <message>
        <source>%1 feature %2</source>
        <translation>%1 élément %2</translation>
    </message>
    <message>
        <source>a field edge</source>
        <translation>un bord de pré</translation>
    </message>
    <message>
        <source>a road edge</source>
        <translation>un bord de route</translation>
    </message>
    <message>
        <source>a city edge</source>
        <translation>un bord de ville</translation>
    </message>
    <message>
        <source>a river edge</source>
        <translation>un bord de rivière</translation>
    </message>
    <message>
        <source>A tile set file must hold a JSON object.</source>
        <translation>Un fichier de jeu de tuiles doit contenir un objet JSON.</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot;.</source>
        <translation>Clé inconnue « %1 ».</translation>
    </message>
    <message>
        <source>Missing required key &quot;%1&quot;.</source>
        <translation>La clé requise « %1 » est absente.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string.</source>
        <translation>« %1 » doit être une chaîne de caractères.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>« %1 » doit valoir true ou false.</translation>
    </message>
    <message>
        <source>This is not a Tessera tile set: &quot;format&quot; must be &quot;%1&quot;.</source>
        <translation>Ce n’est pas un jeu de tuiles Tessera : « format » doit valoir « %1 ».</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a number.</source>
        <translation>« version » doit être un nombre.</translation>
    </message>
    <message>
        <source>Unsupported version %1: this program reads version %2.</source>
        <translation>Version %1 non prise en charge : ce programme lit la version %2.</translation>
    </message>
    <message>
        <source>The tile set id must not be empty.</source>
        <translation>L’identifiant du jeu de tuiles ne doit pas être vide.</translation>
    </message>
    <message>
        <source>&quot;startTile&quot; must be a tile id or null.</source>
        <translation>« startTile » doit être un identifiant de tuile ou null.</translation>
    </message>
    <message>
        <source>&quot;tiles&quot; must be an array of tiles.</source>
        <translation>« tiles » doit être un tableau de tuiles.</translation>
    </message>
    <message>
        <source>Too many tile types (%1): at most %2.</source>
        <translation>Trop de types de tuiles (%1) : au plus %2.</translation>
    </message>
    <message>
        <source>The set holds %1 tiles; a game has room for at most %2.</source>
        <translation>Le jeu contient %1 tuiles ; une partie peut en contenir au plus %2.</translation>
    </message>
    <message>
        <source>A tile must be a JSON object.</source>
        <translation>Une tuile doit être un objet JSON.</translation>
    </message>
    <message>
        <source>&quot;count&quot; must be a whole number between 0 and %1.</source>
        <translation>« count » doit être un nombre entier entre 0 et %1.</translation>
    </message>
    <message>
        <source>&quot;edges&quot; must be a string of 4 letters for the sides N E S W, each C (city), R (road), F (field) or I (river).</source>
        <translation>« edges » doit être une chaîne de 4 lettres pour les côtés N E S W, chacune C (ville), R (route), F (pré) ou I (rivière).</translation>
    </message>
    <message>
        <source>Unknown edge letter &quot;%1&quot; for side %2: use C (city), R (road), F (field) or I (river).</source>
        <translation>Lettre de bord inconnue « %1 » pour le côté %2 : utilisez C (ville), R (route), F (pré) ou I (rivière).</translation>
    </message>
    <message>
        <source>&quot;features&quot; must be an array of features.</source>
        <translation>« features » doit être un tableau d’éléments.</translation>
    </message>
    <message>
        <source>Too many features (%1): a tile has at most %2.</source>
        <translation>Trop d’éléments (%1) : une tuile en a au plus %2.</translation>
    </message>
    <message>
        <source>A feature must be a JSON object.</source>
        <translation>Un élément doit être un objet JSON.</translation>
    </message>
    <message>
        <source>Unknown feature kind: use field, road, city, cloister or river.</source>
        <translation>Type d’élément inconnu : utilisez field, road, city, cloister ou river.</translation>
    </message>
    <message>
        <source>Unknown side: use N, E, S or W.</source>
        <translation>Côté inconnu : utilisez N, E, S ou W.</translation>
    </message>
    <message>
        <source>Unknown half-edge: use NL, NR, EL, ER, SL, SR, WL or WR.</source>
        <translation>Demi-bord inconnu : utilisez NL, NR, EL, ER, SL, SR, WL ou WR.</translation>
    </message>
    <message>
        <source>&quot;pennants&quot; must be a whole number between 0 and %1.</source>
        <translation>« pennants » doit être un nombre entier entre 0 et %1.</translation>
    </message>
    <message>
        <source>Unknown goods: use wine, grain or cloth.</source>
        <translation>Marchandise inconnue : utilisez wine, grain ou cloth.</translation>
    </message>
    <message>
        <source>Must be an array of names, e.g. [&quot;%1&quot;].</source>
        <translation>Doit être un tableau de noms, par ex. [&quot;%1&quot;].</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice.</source>
        <translation>« %1 » est cité deux fois.</translation>
    </message>
    <message>
        <source>&quot;cities&quot; must be an array of feature indices, e.g. [0].</source>
        <translation>« cities » doit être un tableau d’indices d’éléments, par ex. [0].</translation>
    </message>
    <message>
        <source>Too many bordering cities (%1): a tile has at most %2 features.</source>
        <translation>Trop de villes bordées (%1) : une tuile a au plus %2 éléments.</translation>
    </message>
    <message>
        <source>A bordering city must be given by the index of a city feature of this tile (counting from 0).</source>
        <translation>Une ville bordée doit être désignée par l’indice d’un élément ville de cette tuile (en comptant à partir de 0).</translation>
    </message>
    <message>
        <source>No such tile set (built-in sets: %1)</source>
        <translation>Aucun jeu de tuiles de ce nom (jeux intégrés : %1)</translation>
    </message>
    <message>
        <source>Cannot save the tile set to %1: %2</source>
        <translation>Impossible d’enregistrer le jeu de tuiles dans %1 : %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must have at most %2 characters.</source>
        <translation>« %1 » doit avoir au plus %2 caractères.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not contain control characters (character U+%2).</source>
        <translation>« %1 » ne doit pas contenir de caractères de contrôle (caractère U+%2).</translation>
    </message>
</context>
<context>
    <name>TilesLeftModel</name>
    <message>
        <source>None left in the pile</source>
        <translation>Plus aucune dans la pioche</translation>
    </message>
    <message numerus="yes">
        <source>%n left in the pile</source>
        <translation>
            <numerusform>%n dans la pioche</numerusform>
            <numerusform>%n dans la pioche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fits %n open positions now</source>
        <translation>
            <numerusform>Se place maintenant sur %n emplacement libre</numerusform>
            <numerusform>Se place maintenant sur %n emplacements libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Restantes</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Places</translation>
    </message>
</context>
<context>
    <name>TurnText</name>
    <message>
        <source>Turn %1: %2 placed %3; the figure comes next.</source>
        <translation>Tour %1 : %2 a posé %3 ; la figure vient ensuite.</translation>
    </message>
    <message>
        <source>Turn %1: %2 played the first tile; the bonus tile comes next.</source>
        <translation>Tour %1 : %2 a joué la première tuile ; la tuile bonus vient ensuite.</translation>
    </message>
    <message>
        <source>Before the first turn: the start tile.</source>
        <translation>Avant le premier tour : la tuile de départ.</translation>
    </message>
    <message>
        <source>Turn %1: %2 placed %3 and deployed a figure.</source>
        <translation>Tour %1 : %2 a posé %3 et une figure.</translation>
    </message>
    <message>
        <source>Turn %1: %2 placed %3.</source>
        <translation>Tour %1 : %2 a posé %3.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A tile-laying game of the Carcassonne family.</source>
        <translation>Un jeu de pose de tuiles de la famille Carcassonne.</translation>
    </message>
    <message>
        <source>Print how long the window took to appear, then quit.</source>
        <translation>Afficher le temps mis par la fenêtre pour apparaître, puis quitter.</translation>
    </message>
    <message>
        <source>tileset</source>
        <translation>jeu-de-tuiles</translation>
    </message>
    <message>
        <source>Open the game in the replay viewer (.tessera, .json or .jcz).</source>
        <translation>Ouvrir la partie dans la visionneuse (.tessera, .json ou .jcz).</translation>
    </message>
    <message>
        <source>A game to open (.tessera, .json or .jcz).</source>
        <translation>Une partie à ouvrir (.tessera, .json ou .jcz).</translation>
    </message>
    <message>
        <source>Settings Set Aside</source>
        <translation>Réglages mis de côté</translation>
    </message>
    <message>
        <source>Open a tile set (a file, or a built-in set such as base) in the tile set editor; a file that does not exist yet starts a new set there, and --edit alone a new set.</source>
        <translation>Ouvrir un jeu de tuiles (un fichier, ou un jeu intégré comme base) dans l’éditeur de jeux de tuiles ; un fichier qui n’existe pas encore y commence un nouveau jeu, et --edit seul un nouveau jeu.</translation>
    </message>
</context>
<context>
    <name>tessera::document::GameDocument</name>
    <message>
        <source>The game could not be autosaved to %1: %2</source>
        <translation>La partie n’a pas pu être sauvegardée automatiquement dans %1 : %2</translation>
    </message>
</context>
<context>
    <name>tessera::document::PlayersModel</name>
    <message>
        <source>, large follower in supply</source>
        <translation>, grand partisan en réserve</translation>
    </message>
    <message>
        <source>, large follower on the board</source>
        <translation>, grand partisan sur le plateau</translation>
    </message>
    <message>
        <source>, builder in supply</source>
        <translation>, bâtisseur en réserve</translation>
    </message>
    <message>
        <source>, builder on the board</source>
        <translation>, bâtisseur sur le plateau</translation>
    </message>
    <message>
        <source>, pig in supply</source>
        <translation>, cochon en réserve</translation>
    </message>
    <message>
        <source>, pig on the board</source>
        <translation>, cochon sur le plateau</translation>
    </message>
    <message>
        <source>, goods: %1 wine, %2 grain, %3 cloth</source>
        <translation>, marchandises : %1 vin, %2 blé, %3 tissu</translation>
    </message>
    <message>
        <source>Large followers in supply</source>
        <translation>Grands partisans en réserve</translation>
    </message>
    <message>
        <source>Goods tokens: wine · grain · cloth (10 points for each majority at the end)</source>
        <translation>Jetons marchandise : vin · blé · tissu (10 points pour chaque majorité à la fin)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Followers</source>
        <translation>Partisans</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Marchandises</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n points</source>
        <comment>player, score</comment>
        <translation>
            <numerusform>%1 : %n point</numerusform>
            <numerusform>%1 : %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n followers left</source>
        <translation>
            <numerusform>, %n partisan restant</numerusform>
            <numerusform>, %n partisans restants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::document::TileListModel</name>
    <message>
        <source>Edges %1, copies: %2</source>
        <translation>Bords %1, exemplaires : %2</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>abbaye</translation>
    </message>
    <message>
        <source>pennant</source>
        <translation>blason</translation>
    </message>
    <message numerus="yes">
        <source>%n pennants</source>
        <translation>
            <numerusform>%n blason</numerusform>
            <numerusform>%n blasons</numerusform>
        </translation>
    </message>
    <message>
        <source>inn</source>
        <translation>auberge</translation>
    </message>
    <message>
        <source>cathedral</source>
        <translation>cathédrale</translation>
    </message>
    <message>
        <source>princess</source>
        <translation>princesse</translation>
    </message>
    <message>
        <source>goods</source>
        <translation>marchandises</translation>
    </message>
    <message>
        <source>volcano</source>
        <translation>volcan</translation>
    </message>
    <message>
        <source>dragon</source>
        <translation>dragon</translation>
    </message>
    <message>
        <source>portal</source>
        <translation>portail</translation>
    </message>
    <message>
        <source>own art</source>
        <translation>illustration propre</translation>
    </message>
</context>
<context>
    <name>tessera::document::TileSetDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>New tile set</source>
        <translation>Nouveau jeu de tuiles</translation>
    </message>
    <message>
        <source>There is no built-in tile set &quot;%1&quot;.</source>
        <translation>Il n’existe pas de jeu de tuiles intégré « %1 ».</translation>
    </message>
    <message numerus="yes">
        <source>The tile set has %n problems and is not saved:</source>
        <translation>
            <numerusform>Le jeu de tuiles a %n problème et n’est pas enregistré :</numerusform>
            <numerusform>Le jeu de tuiles a %n problèmes et n’est pas enregistré :</numerusform>
        </translation>
    </message>
    <message>
        <source>Change set id</source>
        <translation>Modifier l’identifiant du jeu</translation>
    </message>
    <message>
        <source>Change set name</source>
        <translation>Modifier le nom du jeu</translation>
    </message>
    <message>
        <source>Change start tile</source>
        <translation>Modifier la tuile de départ</translation>
    </message>
    <message>
        <source>Rename tile</source>
        <translation>Renommer la tuile</translation>
    </message>
    <message>
        <source>Change tile name</source>
        <translation>Modifier le nom de la tuile</translation>
    </message>
    <message>
        <source>Change JCloisterZone id</source>
        <translation>Modifier l’identifiant JCloisterZone</translation>
    </message>
    <message>
        <source>Rename start tile</source>
        <translation>Renommer la tuile de départ</translation>
    </message>
    <message>
        <source>Change count</source>
        <translation>Modifier la quantité</translation>
    </message>
    <message>
        <source>Add volcano</source>
        <translation>Ajouter un volcan</translation>
    </message>
    <message>
        <source>Remove volcano</source>
        <translation>Retirer le volcan</translation>
    </message>
    <message>
        <source>Add dragon</source>
        <translation>Ajouter un dragon</translation>
    </message>
    <message>
        <source>Remove dragon</source>
        <translation>Retirer le dragon</translation>
    </message>
    <message>
        <source>Add magic portal</source>
        <translation>Ajouter un portail magique</translation>
    </message>
    <message>
        <source>Remove magic portal</source>
        <translation>Retirer le portail magique</translation>
    </message>
    <message>
        <source>Add cloister</source>
        <translation>Ajouter une abbaye</translation>
    </message>
    <message>
        <source>Remove cloister</source>
        <translation>Retirer l’abbaye</translation>
    </message>
    <message>
        <source>Use generated art</source>
        <translation>Utiliser l’illustration générée</translation>
    </message>
    <message>
        <source>Set custom art</source>
        <translation>Définir une illustration propre</translation>
    </message>
    <message>
        <source>Connect features</source>
        <translation>Relier des éléments</translation>
    </message>
    <message>
        <source>Split feature</source>
        <translation>Scinder l’élément</translation>
    </message>
    <message>
        <source>Change feature</source>
        <translation>Modifier l’élément</translation>
    </message>
    <message>
        <source>Field borders city</source>
        <translation>Le pré borde la ville</translation>
    </message>
    <message>
        <source>Field no longer borders city</source>
        <translation>Le pré ne borde plus la ville</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tiles</source>
        <translation>
            <numerusform>Supprimer %n tuile</numerusform>
            <numerusform>Supprimer %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>field</source>
        <translation>pré</translation>
    </message>
    <message>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ville</translation>
    </message>
    <message>
        <source>river</source>
        <translation>rivière</translation>
    </message>
    <message>
        <source>North</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>est</translation>
    </message>
    <message>
        <source>South</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>ouest</translation>
    </message>
    <message>
        <source>%1 edge: %2</source>
        <comment>a side of the tile, what its edge is now</comment>
        <translation>Bord %1 : %2</translation>
    </message>
</context>
<context>
    <name>tessera::document::TurnsModel</name>
    <message>
        <source>large follower</source>
        <translation>grand partisan</translation>
    </message>
    <message>
        <source>follower</source>
        <translation>partisan</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figures</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>%1, then the bonus tile %2</source>
        <translation>%1, puis la tuile bonus %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, turned %2°</source>
        <translation>%1, tournée de %2°</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>%1 on the %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 through the portal at %2, %3</source>
        <translation>%1 par le portail en %2, %3</translation>
    </message>
    <message>
        <source>the fairy to %1, %2</source>
        <translation>la fée en %1, %2</translation>
    </message>
    <message>
        <source>a knight at %1, %2 sent home</source>
        <translation>un chevalier en %1, %2 renvoyé chez lui</translation>
    </message>
    <message numerus="yes">
        <source>the dragon flew %n tiles</source>
        <translation>
            <numerusform>le dragon a volé sur %n tuile</numerusform>
            <numerusform>le dragon a volé sur %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
</context>
<context>
    <name>tessera::ui::AboutDialog</name>
    <message>
        <source>Tessera %1</source>
        <translation>Tessera %1</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilé avec Qt %1, fonctionne avec Qt %2.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::AnalysisPanel</name>
    <message>
        <source>Analyse Game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>Let the computer review every decision of the game (uses every core)</source>
        <translation>Laisser l’ordinateur examiner chaque décision de la partie (utilise tous les cœurs)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>This turn&apos;s decisions:</source>
        <translation>Décisions de ce tour :</translation>
    </message>
    <message>
        <source>Over the game:</source>
        <translation>Sur la partie :</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Decisions reviewed</source>
        <translation>Décisions examinées</translation>
    </message>
    <message>
        <source>Points lost per decision, on average</source>
        <translation>Points perdus par décision, en moyenne</translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation>Imprécisions</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation>Gaffes</translation>
    </message>
    <message>
        <source>No decision of this turn was reviewed (a single choice, or not the main line).</source>
        <translation>Aucune décision de ce tour n’a été examinée (un seul choix, ou pas la ligne principale).</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n decisions</source>
        <translation>
            <numerusform>%1 décision sur %n</numerusform>
            <numerusform>%1 décisions sur %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>tessera::ui::BoardDrawing</name>
    <message>
        <source>%1; farmers of %2</source>
        <translation>%1 ; paysans de %2</translation>
    </message>
    <message>
        <source>%1 (large follower)</source>
        <translation>%1 (grand partisan)</translation>
    </message>
    <message>
        <source>%1 (builder)</source>
        <translation>%1 (bâtisseur)</translation>
    </message>
    <message>
        <source>%1 (pig)</source>
        <translation>%1 (cochon)</translation>
    </message>
</context>
<context>
    <name>tessera::ui::BoardScene</name>
    <message>
        <source>fits one way</source>
        <translation>se place d’une seule façon</translation>
    </message>
    <message numerus="yes">
        <source>fits %n ways: R or right click turns it</source>
        <translation>
            <numerusform>se place de %n façon : R ou un clic droit la tourne</numerusform>
            <numerusform>se place de %n façons : R ou un clic droit la tourne</numerusform>
        </translation>
    </message>
    <message>
        <source>The tile %1.</source>
        <translation>La tuile %1.</translation>
    </message>
    <message>
        <source>Position %1 of %2 (%3, %4): the tile %5</source>
        <translation>Emplacement %1 sur %2 (%3, %4) : la tuile %5</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>The dragon would fly to %1, %2: Enter flies, the arrow keys choose another marked tile.</source>
        <translation>Le dragon volerait en %1, %2 : Entrée le fait voler, les flèches choisissent une autre tuile marquée.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::BoardView</name>
    <message>
        <source>Game board</source>
        <translation>Plateau de jeu</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ColorButton</name>
    <message>
        <source>Other colour…</source>
        <translation>Autre couleur…</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Choisir une couleur</translation>
    </message>
    <message>
        <source>Colour: %1</source>
        <translation>Couleur : %1</translation>
    </message>
</context>
<context>
    <name>tessera::ui::DeploymentMarkers</name>
    <message>
        <source>Fairy, instead of a follower: to this follower (1 point at the start of each of your turns, 3 more when its feature scores): %1</source>
        <translation>Fée au lieu d’un partisan : vers ce partisan (1 point au début de chacun de vos tours, 3 de plus quand son élément est décompté) : %1</translation>
    </message>
    <message>
        <source>Princess, instead of a follower: %1&apos;s knight goes home: %2</source>
        <translation>Princesse au lieu d’un partisan : le chevalier de %1 rentre chez lui : %2</translation>
    </message>
    <message>
        <source>Through the magic portal: %1</source>
        <translation>Par le portail magique : %1</translation>
    </message>
    <message>
        <source>Large follower: %1</source>
        <translation>Grand partisan : %1</translation>
    </message>
    <message>
        <source>Builder (a bonus tile whenever you extend this feature): %1</source>
        <translation>Bâtisseur (une tuile bonus chaque fois que vous prolongez cet élément) : %1</translation>
    </message>
    <message>
        <source>Pig (1 more per city when you score this farm): %1</source>
        <translation>Cochon (1 de plus par ville quand vous décomptez ce pré) : %1</translation>
    </message>
    <message>
        <source>Follower: %1</source>
        <translation>Partisan : %1</translation>
    </message>
    <message numerus="yes">
        <source>The magic portal reaches %n free features, lit up: click one to deploy a follower there.</source>
        <translation>
            <numerusform>Le portail magique atteint %n élément libre, mis en évidence : cliquez dessus pour y poser un partisan.</numerusform>
            <numerusform>Le portail magique atteint %n éléments libres, mis en évidence : cliquez sur l’un d’eux pour y poser un partisan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Magic portal: instead of a follower here, one on any free feature of the board. Click here to light them up, then click one (Esc or a right click puts the portal aside).</source>
        <translation>Portail magique : au lieu d’un partisan ici, un partisan sur n’importe quel élément libre du plateau. Cliquez ici pour les mettre en évidence, puis cliquez sur l’un d’eux (Échap ou un clic droit met le portail de côté).</translation>
    </message>
    <message>
        <source>The magic portal is put aside: deploy on the tile, or click the portal again.</source>
        <translation>Le portail magique est mis de côté : posez sur la tuile, ou cliquez de nouveau sur le portail.</translation>
    </message>
    <message>
        <source>The magic portal is open: click a lit-up feature to deploy a follower there (Esc or a right click: put it aside).</source>
        <translation>Le portail magique est ouvert : cliquez sur un élément mis en évidence pour y poser un partisan (Échap ou un clic droit : le mettre de côté).</translation>
    </message>
    <message>
        <source>The magic portal does not reach this spot: click a lit-up feature, or put the portal aside with Esc or a right click.</source>
        <translation>Le portail magique n’atteint pas cet endroit : cliquez sur un élément mis en évidence, ou mettez le portail de côté avec Échap ou un clic droit.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::EvaluationGraph</name>
    <message>
        <source>Expected margins over the game</source>
        <translation>Écarts attendus sur la partie</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1, %2: %3, about %n points</source>
        <translation>
            <numerusform>Tour %1, %2 : %3, environ %n point</numerusform>
            <numerusform>Tour %1, %2 : %3, environ %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::GamesModel</name>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Tile sets</source>
        <translation>Jeux de tuiles</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Joueurs et scores</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
</context>
<context>
    <name>tessera::ui::HelpDialog</name>
    <message>
        <source>Tessera Help</source>
        <translation>Aide de Tessera</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Raccourcis</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Move between the places where the tile fits, or a follower may go</source>
        <translation>Passer d’un emplacement à l’autre où la tuile se place, ou où un partisan peut aller</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>Show the farms while the key is held down</source>
        <translation>Afficher les prés tant que la touche est enfoncée</translation>
    </message>
    <message>
        <source>F (hold)</source>
        <translation>F (maintenir)</translation>
    </message>
    <message>
        <source>Mark a player&apos;s last tile</source>
        <translation>Marquer la dernière tuile d’un joueur</translation>
    </message>
    <message>
        <source>Pointer on the player&apos;s row</source>
        <translation>Pointeur sur la ligne du joueur</translation>
    </message>
    <message>
        <source>Scroll the board</source>
        <translation>Faire défiler le plateau</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation>Ctrl+molette de la souris</translation>
    </message>
    <message>
        <source>Arrow keys (except while the dragon flies), mouse wheel</source>
        <translation>Flèches (sauf pendant le vol du dragon), molette de la souris</translation>
    </message>
</context>
<context>
    <name>tessera::ui::HintChoicesView</name>
    <message>
        <source>&amp;Other choices</source>
        <translation>Autres c&amp;hoix</translation>
    </message>
    <message>
        <source>Hard&apos;s best decisions here, with the final margin (your score minus the best opponent&apos;s) it expects after each</source>
        <translation>Les meilleures décisions de « Difficile » ici, avec l’écart final (ton score moins celui du meilleur adversaire) attendu après chacune</translation>
    </message>
    <message>
        <source>Hard&apos;s best decisions</source>
        <translation>Les meilleures décisions de « Difficile »</translation>
    </message>
    <message>
        <source>Show it on the board</source>
        <translation>Le montrer sur le plateau</translation>
    </message>
</context>
<context>
    <name>tessera::ui::HistoryPanel</name>
    <message>
        <source>Make &amp;Main Line</source>
        <translation>Faire de la ligne &amp;principale</translation>
    </message>
    <message>
        <source>The selected variation becomes the game&apos;s main line, the one a saved game lists first</source>
        <translation>La variante sélectionnée devient la ligne principale de la partie, celle qu’une partie enregistrée présente en premier</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Click a turn to see the position after it</source>
        <translation>Cliquez sur un tour pour voir la position qui le suit</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>This game&apos;s rules allow taking back only the turn being played: the list shows the game, and a click does not go back to an earlier turn.</source>
        <translation>Les règles de cette partie ne permettent d’annuler que le tour en cours : la liste montre la partie, et un clic ne ramène pas à un tour antérieur.</translation>
    </message>
    <message>
        <source>This game&apos;s rules allow no undo: the list shows the game, and a click does not go back to an earlier turn.</source>
        <translation>Les règles de cette partie ne permettent aucune annulation : la liste montre la partie, et un clic ne ramène pas à un tour antérieur.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::LessonPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Leave Lesson (Esc)</source>
        <translation>Quitter la leçon (Échap)</translation>
    </message>
    <message>
        <source>Close the lesson&apos;s game; nothing of it is kept</source>
        <translation>Fermer la partie de la leçon ; rien n&apos;en est gardé</translation>
    </message>
    <message>
        <source>Finish Lesson</source>
        <translation>Terminer la leçon</translation>
    </message>
</context>
<context>
    <name>tessera::ui::LessonRunner</name>
    <message>
        <source>%1 plays…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <source>Leave Lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
</context>
<context>
    <name>tessera::ui::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Tiles Left</source>
        <translation>Tuiles restantes</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Nouvelle partie...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>Show &amp;Results</source>
        <translation>Afficher les résul&amp;tats</translation>
    </message>
    <message>
        <source>Tile Set &amp;Editor...</source>
        <translation>Éditeur de &amp;jeux de tuiles...</translation>
    </message>
    <message>
        <source>Pre&amp;ferences...</source>
        <translation>&amp;Préférences...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last decision</source>
        <translation>Annuler la dernière décision</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Play the undone decision again</source>
        <translation>Rejouer la décision annulée</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Rotate Tile</source>
        <translation>&amp;Tourner la tuile</translation>
    </message>
    <message>
        <source>Next &amp;Position</source>
        <translation>&amp;Emplacement suivant</translation>
    </message>
    <message>
        <source>Next Tile in &amp;Hand</source>
        <translation>Tuile suivante en &amp;main</translation>
    </message>
    <message>
        <source>&amp;Place or Confirm</source>
        <translation>&amp;Poser ou confirmer</translation>
    </message>
    <message>
        <source>&amp;No Follower</source>
        <translation>&amp;Aucun partisan</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Undo Turn</source>
        <translation>A&amp;nnuler le tour</translation>
    </message>
    <message>
        <source>Re&amp;do Turn</source>
        <translation>Rétablir le to&amp;ur</translation>
    </message>
    <message>
        <source>&amp;Confirm Each Turn</source>
        <translation>&amp;Confirmer chaque tour</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>A&amp;juster le plateau</translation>
    </message>
    <message>
        <source>&amp;Center on Last Tile</source>
        <translation>&amp;Centrer sur la dernière tuile</translation>
    </message>
    <message>
        <source>Show &amp;Farms</source>
        <translation>Afficher les &amp;prés</translation>
    </message>
    <message>
        <source>&amp;Dark Mode</source>
        <translation>Mode &amp;sombre</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Rules and Shortcuts</source>
        <translation>&amp;Règles et raccourcis</translation>
    </message>
    <message>
        <source>&amp;About Tessera</source>
        <translation>À &amp;propos de Tessera</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>%1[*] — Tessera</source>
        <translation>%1[*] — Tessera</translation>
    </message>
    <message>
        <source>No tiles left: final scoring</source>
        <translation>Plus de tuiles : décompte final</translation>
    </message>
    <message>
        <source>Finished Game Not Saved</source>
        <translation>Partie terminée non enregistrée</translation>
    </message>
    <message>
        <source>Game Not Saved</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>The finished game has not been saved. Save it before leaving it?</source>
        <translation>La partie terminée n’a pas été enregistrée. L’enregistrer avant de la quitter ?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it before leaving it?</source>
        <translation>La partie en cours n’a pas été enregistrée. L’enregistrer avant de la quitter ?</translation>
    </message>
    <message>
        <source>%1 begins.</source>
        <translation>%1 commence.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>A game was interrupted after turn %1. Resume it where it stopped?</source>
        <translation>Une partie a été interrompue après le tour %1. La reprendre là où elle s’est arrêtée ?</translation>
    </message>
    <message>
        <source>Resumed the interrupted game.</source>
        <translation>La partie interrompue a repris.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Open Game in Replay Viewer</source>
        <translation>Ouvrir une partie dans la visionneuse</translation>
    </message>
    <message>
        <source>A new game from turn %1 of the replay.</source>
        <translation>Une nouvelle partie à partir du tour %1 de la relecture.</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>game.tessera</source>
        <translation>partie.tessera</translation>
    </message>
    <message>
        <source>Tessera games (*.tessera *.json)</source>
        <translation>Parties Tessera (*.tessera *.json)</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”.</source>
        <translation>La partie n’a pas pu être enregistrée dans « %1 ».</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <source>board.png</source>
        <translation>plateau.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Cannot Export Board</source>
        <translation>Impossible d’exporter le plateau</translation>
    </message>
    <message>
        <source>The board could not be written to “%1”.</source>
        <translation>Le plateau n’a pas pu être écrit dans « %1 ».</translation>
    </message>
    <message>
        <source>Exported the board to %1</source>
        <translation>Plateau exporté dans %1</translation>
    </message>
    <message>
        <source>The new interface size takes effect the next time Tessera starts.</source>
        <translation>La nouvelle taille de l’interface prendra effet au prochain démarrage de Tessera.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Recherche d’un bon coup…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Show what the Hard computer player would do now, without playing it</source>
        <translation>Montrer ce que l’ordinateur de niveau Difficile ferait maintenant, sans le jouer</translation>
    </message>
    <message>
        <source>&amp;Pause Computers</source>
        <translation>Mettre les ordinateurs en pa&amp;use</translation>
    </message>
    <message>
        <source>Hint: the tile where it is framed, turned as shown. Enter places it.</source>
        <translation>Conseil : la tuile là où elle est encadrée, tournée comme indiqué. Entrée la pose.</translation>
    </message>
    <message>
        <source>Hint: deploy on the lit-up feature. Enter deploys there.</source>
        <translation>Conseil : posez sur l’élément mis en évidence. Entrée y pose.</translation>
    </message>
    <message>
        <source>Hint: deploy no figure on this tile (Space).</source>
        <translation>Conseil : ne posez aucune figure sur cette tuile (Espace).</translation>
    </message>
    <message>
        <source>Hint: the lit-up feature in the framed tile.</source>
        <translation>Conseil : l’élément mis en évidence dans la tuile encadrée.</translation>
    </message>
    <message>
        <source>Hint: fly the dragon to the framed tile.</source>
        <translation>Conseil : faites voler le dragon vers la tuile encadrée.</translation>
    </message>
    <message>
        <source>Dragon to the North</source>
        <translation>Dragon vers le nord</translation>
    </message>
    <message>
        <source>Dragon to the East</source>
        <translation>Dragon vers l’est</translation>
    </message>
    <message>
        <source>Dragon to the South</source>
        <translation>Dragon vers le sud</translation>
    </message>
    <message>
        <source>Dragon to the West</source>
        <translation>Dragon vers l’ouest</translation>
    </message>
    <message>
        <source>The dragon cannot fly there: choose a marked tile.</source>
        <translation>Le dragon ne peut pas voler là : choisissez une tuile marquée.</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Échec de la sauvegarde automatique</translation>
    </message>
    <message>
        <source>The autosave of the interrupted game is damaged (%1); no copy of it could be kept: %2</source>
        <translation>La sauvegarde automatique de la partie interrompue est endommagée (%1) ; aucune copie n’a pu en être conservée : %2</translation>
    </message>
    <message>
        <source>The autosave of the interrupted game is damaged (%1); a copy is kept as %2.</source>
        <translation>La sauvegarde automatique de la partie interrompue est endommagée (%1) ; une copie est conservée sous %2.</translation>
    </message>
    <message>
        <source>Damaged Autosave</source>
        <translation>Sauvegarde automatique endommagée</translation>
    </message>
    <message>
        <source>Cannot Export Game</source>
        <translation>Impossible d’exporter la partie</translation>
    </message>
    <message>
        <source>JCloisterZone cannot play this game as it is set up.</source>
        <translation>JCloisterZone ne peut pas jouer cette partie telle qu’elle est configurée.</translation>
    </message>
    <message>
        <source>Export JCloisterZone Game</source>
        <translation>Exporter une partie JCloisterZone</translation>
    </message>
    <message>
        <source>game.jcz</source>
        <translation>partie.jcz</translation>
    </message>
    <message>
        <source>JCloisterZone saved games (*.jcz)</source>
        <translation>Parties sauvegardées JCloisterZone (*.jcz)</translation>
    </message>
    <message>
        <source>The game could not be written to “%1”.</source>
        <translation>La partie n’a pas pu être écrite dans « %1 ».</translation>
    </message>
    <message>
        <source>Exported the game for JCloisterZone to %1</source>
        <translation>Partie exportée pour JCloisterZone vers %1</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>&amp;Board Picture...</source>
        <translation>&amp;Image du plateau...</translation>
    </message>
    <message>
        <source>&amp;JCloisterZone Game...</source>
        <translation>Partie &amp;JCloisterZone...</translation>
    </message>
    <message>
        <source>Save the game as a JCloisterZone saved game (.jcz)</source>
        <translation>Enregistrer la partie comme partie sauvegardée JCloisterZone (.jcz)</translation>
    </message>
    <message>
        <source>Preferences Not Saved</source>
        <translation>Préférences non enregistrées</translation>
    </message>
    <message>
        <source>Your preferences could not be written to “%1”.</source>
        <translation>Les préférences n’ont pas pu être écrites dans « %1 ».</translation>
    </message>
    <message>
        <source>Undo is not available: this game&apos;s rules allow taking back only the turn being played, before it is confirmed.</source>
        <translation>Annuler n’est pas possible : les règles de cette partie ne permettent d’annuler que le tour en cours, avant sa confirmation.</translation>
    </message>
    <message>
        <source>Undo is not available: this game&apos;s rules allow no undo.</source>
        <translation>Annuler n’est pas possible : les règles de cette partie n’autorisent aucune annulation.</translation>
    </message>
    <message>
        <source>They apply until Tessera is closed. The disk may be full, or the folder not writable.</source>
        <translation>Elles s’appliquent jusqu’à la fermeture de Tessera. Le disque est peut-être plein, ou le dossier protégé en écriture.</translation>
    </message>
    <message>
        <source>The game is closed. Game &gt; New Game starts another.</source>
        <translation>La partie est fermée. Partie &gt; Nouvelle partie en commence une autre.</translation>
    </message>
    <message>
        <source>Stop &amp;Watching</source>
        <translation>Arrêter de &amp;regarder</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
        <source>Open in Replay &amp;Viewer</source>
        <translation>Ouvrir dans la &amp;visionneuse</translation>
    </message>
    <message>
        <source>This game in the replay viewer (with no game, a saved one)</source>
        <translation>Cette partie dans la visionneuse (sans partie, une partie enregistrée)</translation>
    </message>
    <message>
        <source>Statistics problem</source>
        <translation>Problème de statistiques</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>St&amp;atistiques...</translation>
    </message>
    <message>
        <source>Scores, wins and points of every finished game, by player and computer level</source>
        <translation>Scores, victoires et points de chaque partie terminée, par joueur et niveau d’ordinateur</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Lesson left. Game &gt; New Game starts a game.</source>
        <translation>Leçon quittée. Partie &gt; Nouvelle partie commence une partie.</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>Cannot Start Lesson</source>
        <translation>Impossible de commencer la leçon</translation>
    </message>
    <message>
        <source>The lesson “%1” could not be read.</source>
        <translation>La leçon « %1 » n&apos;a pas pu être lue.</translation>
    </message>
    <message>
        <source>Welcome to Tessera</source>
        <translation>Bienvenue dans Tessera</translation>
    </message>
    <message>
        <source>New to this game? A short guided game teaches it on the board, one step at a time.</source>
        <translation>Nouveau dans ce jeu ? Une courte partie guidée vous l&apos;apprend sur le plateau, pas à pas.</translation>
    </message>
    <message>
        <source>Help &gt; Learn to Play brings it back at any time.</source>
        <translation>Aide &gt; Apprendre à jouer la propose à tout moment.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Open in Replay &amp;Viewer...</source>
        <translation>Ouvrir dans la &amp;visionneuse...</translation>
    </message>
</context>
<context>
    <name>tessera::ui::NeutralFigures</name>
    <message>
        <source>The dragon</source>
        <translation>Le dragon</translation>
    </message>
    <message>
        <source>The fairy</source>
        <translation>La fée</translation>
    </message>
</context>
<context>
    <name>tessera::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Tile sets</source>
        <translation>Jeux de tuiles</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Start &amp;Game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Leave empty for a new shuffle. The same seed, players, rules and tile sets give the same game.</source>
        <translation>Laisser vide pour un nouveau mélange. La même graine, avec les mêmes joueurs, règles et jeux de tuiles, donne la même partie.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Grai&amp;ne :</translation>
    </message>
    <message>
        <source>&amp;Confirm each turn (Enter)</source>
        <translation>Confirmer chaque tour (&amp;Entrée)</translation>
    </message>
    <message>
        <source>Until you press Enter, you can take back the tile and the follower.</source>
        <translation>Tant que vous n’appuyez pas sur Entrée, vous pouvez reprendre la tuile et le partisan.</translation>
    </message>
    <message>
        <source>Each turn ends as soon as you choose a follower or none.</source>
        <translation>Chaque tour se termine dès que vous choisissez un partisan ou aucun.</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; – new to these tiles? A short guided game teaches them.</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; – nouveau avec ces tuiles ? Une courte partie guidée vous les apprend.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ParticipantsModel</name>
    <message>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
</context>
<context>
    <name>tessera::ui::PlayersEditor</name>
    <message>
        <source>&amp;Add player</source>
        <translation>Ajouter un &amp;joueur</translation>
    </message>
    <message>
        <source>Only Inns &amp; Cathedrals brings a sixth player: choose its tile set, or remove a player.</source>
        <translation>Seule Auberges et Cathédrales permet un sixième joueur : choisissez son jeu de tuiles, ou retirez un joueur.</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>Le joueur %1 a besoin d’un nom.</translation>
    </message>
    <message>
        <source>Two players are called “%1”: each player needs a different name.</source>
        <translation>Deux joueurs s’appellent « %1 » : chaque joueur a besoin d’un nom différent.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same colour: each player needs a different one.</source>
        <translation>%1 et %2 ont la même couleur : chaque joueur a besoin d’une couleur différente.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Joueur &amp;%1 :</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Retirer le joueur %1</translation>
    </message>
    <message>
        <source>Add a seat (up to %1 players; %2 with Inns &amp; Cathedrals)</source>
        <translation>Ajouter une place (jusqu’à %1 joueurs ; %2 avec Auberges et Cathédrales)</translation>
    </message>
    <message>
        <source>Add a seat (up to %1 players)</source>
        <translation>Ajouter une place (jusqu’à %1 joueurs)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Qui joue à la place %1</translation>
    </message>
    <message>
        <source>A person at this computer, or a computer opponent and how strong it plays</source>
        <translation>Une personne devant cet ordinateur, ou un adversaire ordinateur et sa force de jeu</translation>
    </message>
</context>
<context>
    <name>tessera::ui::PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
</context>
<context>
    <name>tessera::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>&amp;Confirm each turn</source>
        <translation>&amp;Confirmer chaque tour</translation>
    </message>
    <message>
        <source>Mark each player&apos;s figures with a &amp;symbol</source>
        <translation>Marquer les figures de chaque joueur d’un s&amp;ymbole</translation>
    </message>
    <message>
        <source>&amp;Dark mode</source>
        <translation>&amp;Mode sombre</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Each turn waits until you confirm it, so that you can take back the tile and the follower.</source>
        <translation>Chaque tour attend votre confirmation, pour que vous puissiez reprendre la tuile et le partisan.</translation>
    </message>
    <message>
        <source>Figures then differ by shape as well as by colour.</source>
        <translation>Les figures se distinguent alors par leur forme autant que par leur couleur.</translation>
    </message>
    <message>
        <source>Interface &amp;size:</source>
        <translation>&amp;Taille de l’interface :</translation>
    </message>
    <message>
        <source>Takes effect the next time Tessera starts.</source>
        <translation>Prend effet au prochain démarrage de Tessera.</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Animation pace:</source>
        <translation>&amp;Rythme des animations :</translation>
    </message>
    <message>
        <source>How long the board shows each scored feature, and how long a computer player&apos;s move takes, so that you can follow it. Any key or click finishes the final scoring at once.</source>
        <translation>Durée pendant laquelle le plateau montre chaque élément décompté, et durée du coup d’un joueur ordinateur, pour que vous puissiez le suivre. Une touche ou un clic termine aussitôt le décompte final.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ProblemList</name>
    <message>
        <source>Problems of the tile set</source>
        <translation>Problèmes du jeu de tuiles</translation>
    </message>
    <message>
        <source>No problems: the set can be saved and played.</source>
        <translation>Aucun problème : le jeu peut être enregistré et joué.</translation>
    </message>
    <message>
        <source>No problems, but nothing to play yet: every tile besides the start tile has count 0.</source>
        <translation>Aucun problème, mais rien à jouer pour l’instant : chaque tuile hormis la tuile de départ a le nombre 0.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::RecentFiles</name>
    <message>
        <source>Tessera games (*.tessera *.json);;JCloisterZone games (*.jcz);;All files (*)</source>
        <translation>Parties Tessera (*.tessera *.json);;Parties JCloisterZone (*.jcz);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ReplayWindow</name>
    <message>
        <source>Replay Viewer</source>
        <translation>Visionneuse</translation>
    </message>
    <message>
        <source>Open a game to replay it: File &gt; Open, or drop its file here.</source>
        <translation>Ouvrez une partie pour la relire : Fichier &gt; Ouvrir, ou déposez son fichier ici.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Export Position...</source>
        <translation>E&amp;xporter la position...</translation>
    </message>
    <message>
        <source>Export &amp;Frames...</source>
        <translation>Exporter les &amp;images...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Relecture</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>&amp;Next Decision</source>
        <translation>Décision &amp;suivante</translation>
    </message>
    <message>
        <source>P&amp;revious Decision</source>
        <translation>Décision &amp;précédente</translation>
    </message>
    <message>
        <source>Next R&amp;ound</source>
        <translation>T&amp;our suivant</translation>
    </message>
    <message>
        <source>Previous Ro&amp;und</source>
        <translation>Tour préc&amp;édent</translation>
    </message>
    <message>
        <source>&amp;First Turn</source>
        <translation>Premier &amp;tour</translation>
    </message>
    <message>
        <source>&amp;Last Turn</source>
        <translation>&amp;Dernier tour</translation>
    </message>
    <message>
        <source>Next &amp;Scoring</source>
        <translation>Décompte sui&amp;vant</translation>
    </message>
    <message>
        <source>Previous S&amp;coring</source>
        <translation>Décompte pré&amp;cédent</translation>
    </message>
    <message>
        <source>&amp;Continue from Here</source>
        <translation>Continuer à partir d’&amp;ici</translation>
    </message>
    <message>
        <source>Start a new game from this position, with the same players and options</source>
        <translation>Commencer une nouvelle partie à partir de cette position, avec les mêmes joueurs et options</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>A&amp;juster le plateau</translation>
    </message>
    <message>
        <source>Autoplay: seconds per turn</source>
        <translation>Lecture automatique : secondes par tour</translation>
    </message>
    <message>
        <source>%1 s per turn</source>
        <translation>%1 s par tour</translation>
    </message>
    <message>
        <source>This Turn</source>
        <translation>Ce tour</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>It breaks at turn %1: %2</source>
        <translation>Elle s’interrompt au tour %1 : %2</translation>
    </message>
    <message>
        <source>It breaks here: %1</source>
        <translation>Elle s’interrompt ici : %1</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is damaged; its first %n turns are shown.</source>
        <translation>
            <numerusform>« %1 » est endommagé ; seul %n tour est affiché.</numerusform>
            <numerusform>« %1 » est endommagé ; ses %n premiers tours sont affichés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 – Replay Viewer</source>
        <translation>%1 – Visionneuse</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n turns</source>
        <translation>
            <numerusform>%1 ouvert : %n tour</numerusform>
            <numerusform>%1 ouvert : %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>%1 by category</source>
        <translation>%1 par catégorie</translation>
    </message>
    <message>
        <source>Turn %1 of %2, step %3</source>
        <translation>Tour %1 sur %2, étape %3</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <source>No points scored yet this turn.</source>
        <translation>Aucun point marqué pour l’instant ce tour-ci.</translation>
    </message>
    <message>
        <source>No points scored this turn.</source>
        <translation>Aucun point marqué ce tour-ci.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>P&amp;ause</translation>
    </message>
    <message>
        <source>Open Game to Replay</source>
        <translation>Ouvrir une partie à relire</translation>
    </message>
    <message>
        <source>No game is shown.</source>
        <translation>Aucune partie n’est affichée.</translation>
    </message>
    <message>
        <source>Writing frames...</source>
        <translation>Écriture des images...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export Position</source>
        <translation>Exporter la position</translation>
    </message>
    <message>
        <source>turn-%1.png</source>
        <translation>tour-%1.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Cannot Export Position</source>
        <translation>Impossible d’exporter la position</translation>
    </message>
    <message>
        <source>The position could not be written to “%1”.</source>
        <translation>La position n’a pas pu être écrite dans « %1 ».</translation>
    </message>
    <message>
        <source>Exported turn %1 to %2</source>
        <translation>Tour %1 exporté dans %2</translation>
    </message>
    <message>
        <source>Export Frames to Folder</source>
        <translation>Exporter les images dans un dossier</translation>
    </message>
    <message>
        <source>Cannot Export Frames</source>
        <translation>Impossible d’exporter les images</translation>
    </message>
    <message>
        <source>The frames could not be written to “%1”.</source>
        <translation>Les images n’ont pas pu être écrites dans « %1 ».</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n frames to %1</source>
        <translation>
            <numerusform>%n image écrite dans %1</numerusform>
            <numerusform>%n images écrites dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export of the frames cancelled: none were kept.</source>
        <translation>Export des images annulé : aucune n’a été conservée.</translation>
    </message>
    <message>
        <source>Fit &amp;Each Turn</source>
        <translation>Ajuster à &amp;chaque tour</translation>
    </message>
    <message>
        <source>Fit the board as it is at each step; zooming or scrolling stops it</source>
        <translation>Ajuster le plateau tel qu’il est à chaque étape ; zoomer ou faire défiler l’arrête</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message numerus="yes">
        <source>The game being played: %n turns</source>
        <translation>
            <numerusform>La partie en cours : %n tour</numerusform>
            <numerusform>La partie en cours : %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Save Analysis</source>
        <translation>Enregistrer l’a&amp;nalyse</translation>
    </message>
    <message>
        <source>Keep the analysis with the game, in its log</source>
        <translation>Garder l’analyse avec la partie, dans son journal</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>Anal&amp;yser la partie</translation>
    </message>
    <message>
        <source>Let the computer review every decision of the game</source>
        <translation>Laisser l’ordinateur examiner chaque décision de la partie</translation>
    </message>
    <message>
        <source>Cancel Anal&amp;ysis</source>
        <translation>Ann&amp;uler l’analyse</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the game on %n cores...</source>
        <translation>
            <numerusform>Analyse de la partie sur %n cœur...</numerusform>
            <numerusform>Analyse de la partie sur %n cœurs...</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is analysed: File &gt; Save Analysis keeps it.</source>
        <translation>La partie est analysée : Fichier &gt; Enregistrer l’analyse la conserve.</translation>
    </message>
    <message>
        <source>Analysis cancelled: nothing was kept.</source>
        <translation>Analyse annulée : rien n’a été gardé.</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Pas encore analysée.</translation>
    </message>
    <message>
        <source>game.tessera</source>
        <translation>partie.tessera</translation>
    </message>
    <message>
        <source>Save Analysis</source>
        <translation>Enregistrer l’analyse</translation>
    </message>
    <message>
        <source>Tessera games (*.tessera *.json)</source>
        <translation>Parties Tessera (*.tessera *.json)</translation>
    </message>
    <message>
        <source>Cannot Save Analysis</source>
        <translation>Impossible d’enregistrer l’analyse</translation>
    </message>
    <message>
        <source>The game and its analysis could not be written to “%1”.</source>
        <translation>La partie et son analyse n’ont pas pu être écrites dans « %1 ».</translation>
    </message>
    <message>
        <source>Saved the game with its analysis to %1</source>
        <translation>Partie enregistrée avec son analyse dans %1</translation>
    </message>
    <message>
        <source>Analysis Not Saved</source>
        <translation>Analyse non enregistrée</translation>
    </message>
    <message>
        <source>The analysis of this game has not been saved. Save it with the game before leaving it?</source>
        <translation>L’analyse de cette partie n’a pas été enregistrée. L’enregistrer avec la partie avant de la quitter ?</translation>
    </message>
    <message>
        <source>Analysed by Hard.</source>
        <translation>Analysée par « Difficile ».</translation>
    </message>
    <message>
        <source>Analysed by Hard at %1 s a decision.</source>
        <translation>Analysée par « Difficile », %1 s par décision.</translation>
    </message>
    <message numerus="yes">
        <source>Analysed by Hard at %n simulations a decision.</source>
        <translation>
            <numerusform>Analysée par « Difficile », %n simulation par décision.</numerusform>
            <numerusform>Analysée par « Difficile », %n simulations par décision.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved yet.</source>
        <translation>Pas encore enregistrée.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ResultsDialog</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Nothing was taken back.</source>
        <translation>Rien n’a été annulé.</translation>
    </message>
    <message numerus="yes">
        <source>%n moves were taken back.</source>
        <translation>
            <numerusform>%n coup a été annulé.</numerusform>
            <numerusform>%n coups ont été annulés.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2), winner</source>
        <translation>%1 (%2), vainqueur</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>tessera::ui::RotationsView</name>
    <message>
        <source>The tile turned and beside neighbours</source>
        <translation>La tuile tournée et à côté de voisines</translation>
    </message>
    <message>
        <source>The tile in its four rotations, and beside tiles of the set that fit it. Click for other neighbours.</source>
        <translation>La tuile dans ses quatre rotations, et à côté de tuiles du jeu qui lui correspondent. Cliquez pour d’autres voisines.</translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation>rien ne correspond</translation>
    </message>
</context>
<context>
    <name>tessera::ui::RuleOptionsWidget</name>
    <message>
        <source>Farm scoring</source>
        <translation>Décompte des prés</translation>
    </message>
    <message>
        <source>Each farm scores 3 points for every completed city it borders.</source>
        <translation>Chaque pré rapporte 3 points pour chaque ville complétée qu’il borde.</translation>
    </message>
    <message>
        <source>Thi&amp;rd edition</source>
        <translation>&amp;Troisième édition</translation>
    </message>
    <message>
        <source>Farm scoring: third edition</source>
        <translation>Décompte des prés : troisième édition</translation>
    </message>
    <message>
        <source>City by city: the players with the most farmers around each completed city score it once.</source>
        <translation>Ville par ville : les joueurs ayant le plus de paysans autour de chaque ville complétée la décomptent une fois.</translation>
    </message>
    <message>
        <source>&amp;First edition</source>
        <translation>&amp;Première édition</translation>
    </message>
    <message>
        <source>Farm scoring: first edition</source>
        <translation>Décompte des prés : première édition</translation>
    </message>
    <message>
        <source>&amp;Points per city:</source>
        <translation>Points par &amp;ville :</translation>
    </message>
    <message>
        <source>4 points</source>
        <translation>4 points</translation>
    </message>
    <message>
        <source>3 points</source>
        <translation>3 points</translation>
    </message>
    <message>
        <source>First edition points per city</source>
        <translation>Points par ville de la première édition</translation>
    </message>
    <message>
        <source>A completed city of only two tiles scores 2 points instead of 4.</source>
        <translation>Une ville complétée de deux tuiles seulement rapporte 2 points au lieu de 4.</translation>
    </message>
    <message>
        <source>T&amp;iny city</source>
        <translation>Ville minuscu&amp;le</translation>
    </message>
    <message>
        <source>Tiles in &amp;hand:</source>
        <translation>Tuiles en &amp;main :</translation>
    </message>
    <message>
        <source>1 tile</source>
        <translation>1 tuile</translation>
    </message>
    <message>
        <source>3 tiles</source>
        <translation>3 tuiles</translation>
    </message>
    <message>
        <source>Tiles in hand</source>
        <translation>Tuiles en main</translation>
    </message>
    <message>
        <source>With 3, each player holds three tiles and chooses which one to play.</source>
        <translation>Avec 3, chaque joueur tient trois tuiles et choisit laquelle jouer.</translation>
    </message>
    <message>
        <source>&amp;Undo:</source>
        <translation>&amp;Annulation :</translation>
    </message>
    <message>
        <source>Any turn</source>
        <translation>N’importe quel tour</translation>
    </message>
    <message>
        <source>Only the turn being played</source>
        <translation>Seulement le tour en cours</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulation</translation>
    </message>
    <message>
        <source>How far players may take back what they did. The results say how often they did.</source>
        <translation>Jusqu’où les joueurs peuvent annuler ce qu’ils ont fait. Les résultats indiquent combien de fois ils l’ont fait.</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figures</translation>
    </message>
    <message>
        <source>Followers may lie in fields as farmers, and farms score at the end. Off: no farmers and no farm scoring.</source>
        <translation>Les partisans peuvent se coucher dans les prés comme paysans, et les prés sont décomptés à la fin. Désactivé : ni paysans ni décompte des prés.</translation>
    </message>
    <message>
        <source>Far&amp;mers</source>
        <translation>Pa&amp;ysans</translation>
    </message>
    <message>
        <source>Inns &amp; Cathedrals: each player also has a large follower, which counts twice.</source>
        <translation>Auberges et Cathédrales : chaque joueur a aussi un grand partisan, qui compte double.</translation>
    </message>
    <message>
        <source>&amp;Large follower</source>
        <translation>&amp;Grand partisan</translation>
    </message>
    <message>
        <source>Traders &amp; Builders: a builder for bonus tiles and a pig for richer farms.</source>
        <translation>Marchands et Bâtisseurs : un bâtisseur pour les tuiles bonus et un cochon pour des prés plus riches.</translation>
    </message>
    <message>
        <source>&amp;Builder and pig</source>
        <translation>&amp;Bâtisseur et cochon</translation>
    </message>
    <message>
        <source>The Princess &amp; the Dragon: the fairy, moved beside a follower instead of deploying, scores 1 each turn and 3 with its feature.</source>
        <translation>La Princesse et le Dragon : la fée, déplacée à côté d’un partisan au lieu de poser, rapporte 1 par tour et 3 avec son élément.</translation>
    </message>
    <message>
        <source>Fair&amp;y</source>
        <translation>&amp;Fée</translation>
    </message>
    <message>
        <source>&amp;Dragon flies:</source>
        <translation>Le &amp;dragon vole :</translation>
    </message>
    <message>
        <source>After the scoring</source>
        <translation>Après le décompte</translation>
    </message>
    <message>
        <source>Before the scoring</source>
        <translation>Avant le décompte</translation>
    </message>
    <message>
        <source>Dragon flies</source>
        <translation>Le dragon vole</translation>
    </message>
    <message>
        <source>The Princess &amp; the Dragon: when a dragon tile&apos;s turn moves the dragon, after the turn&apos;s features are scored or before (as in the newer rule sheet).</source>
        <translation>La Princesse et le Dragon : quand le tour d’une tuile dragon déplace le dragon, après le décompte des éléments du tour ou avant (comme dans la règle plus récente).</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ScoreChart</name>
    <message>
        <source>Points by category, as bars</source>
        <translation>Points par catégorie, en barres</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Routes</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Villes</translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation>Abbayes</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Prés</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Marchandises</translation>
    </message>
    <message>
        <source>Fairy</source>
        <translation>Fée</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n points</source>
        <translation>
            <numerusform>%1, %2 : %n point</numerusform>
            <numerusform>%1, %2 : %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::ScoreGraph</name>
    <message>
        <source>Scores over the game</source>
        <translation>Scores au fil de la partie</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ScoreHistoryChart</name>
    <message>
        <source>Scores over time</source>
        <translation>Scores au fil du temps</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ScoringLog</name>
    <message>
        <source>Scoring log</source>
        <translation>Journal des décomptes</translation>
    </message>
    <message>
        <source>Click an entry to see its feature on the board.</source>
        <translation>Cliquez sur une entrée pour voir son élément sur le plateau.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::SetSummary</name>
    <message>
        <source>Summary of the tile set</source>
        <translation>Résumé du jeu de tuiles</translation>
    </message>
    <message>
        <source>Tile types: %1. Tiles in all: %2.</source>
        <translation>Types de tuiles : %1. Tuiles au total : %2.</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Villes</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Routes</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Prés</translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation>Abbayes</translation>
    </message>
    <message>
        <source>Rivers</source>
        <translation>Rivières</translation>
    </message>
    <message>
        <source>Pennants</source>
        <translation>Blasons</translation>
    </message>
    <message>
        <source>Inns</source>
        <translation>Auberges</translation>
    </message>
    <message>
        <source>Cathedrals</source>
        <translation>Cathédrales</translation>
    </message>
    <message>
        <source>Princesses</source>
        <translation>Princesses</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Marchandises</translation>
    </message>
    <message>
        <source>Volcanoes</source>
        <translation>Volcans</translation>
    </message>
    <message>
        <source>Dragons</source>
        <translation>Dragons</translation>
    </message>
    <message>
        <source>Magic portals</source>
        <translation>Portails magiques</translation>
    </message>
    <message>
        <source>Edge patterns</source>
        <translation>Motifs de bords</translation>
    </message>
    <message>
        <source>(N E S W, any rotation)</source>
        <translation>(N E S O, toute rotation)</translation>
    </message>
    <message>
        <source>Surroundings no tile fits</source>
        <translation>Entourages où aucune tuile ne se place</translation>
    </message>
    <message>
        <source>none: every hole can be filled.</source>
        <translation>aucun : chaque trou peut être comblé.</translation>
    </message>
    <message>
        <source>%1 of %2 quick random games did not end: the set cannot finish a game.</source>
        <translation>%1 parties aléatoires rapides sur %2 ne se sont pas terminées : le jeu ne peut pas finir une partie.</translation>
    </message>
    <message>
        <source>In quick random games %1 of %2 tiles on average fit nowhere and were discarded: the set may not make a good game.</source>
        <translation>Dans des parties aléatoires rapides, %1 tuiles sur %2 en moyenne ne se plaçaient nulle part et ont été défaussées : le jeu risque de ne pas donner une bonne partie.</translation>
    </message>
    <message>
        <source>Quick simulation</source>
        <translation>Simulation rapide</translation>
    </message>
    <message>
        <source>Random games played to the end: %1.</source>
        <translation>Parties aléatoires jouées jusqu’au bout : %1.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::StatisticsWindow</name>
    <message>
        <source>Statistics — Tessera</source>
        <translation>Statistiques — Tessera</translation>
    </message>
    <message>
        <source>&amp;Tile sets:</source>
        <translation>Jeux de &amp;tuiles :</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>Games (double-click or Enter: watch in the replay viewer)</source>
        <translation>Parties (double-clic ou Entrée : regarder dans la visionneuse)</translation>
    </message>
    <message>
        <source>&amp;Add Folder of Games...</source>
        <translation>&amp;Ajouter un dossier de parties...</translation>
    </message>
    <message>
        <source>Count the finished games of a folder: Tessera game logs and JCloisterZone games</source>
        <translation>Compter les parties terminées d’un dossier : journaux de partie Tessera et parties JCloisterZone</translation>
    </message>
    <message>
        <source>E&amp;xport as CSV...</source>
        <translation>E&amp;xporter en CSV...</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder “%1” cannot be created.</source>
        <translation>Le dossier « %1 » ne peut pas être créé.</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>The game could not be prepared for the replay viewer.</source>
        <translation>La partie n’a pas pu être préparée pour la visionneuse.</translation>
    </message>
    <message>
        <source>The statistics keep no log of this game.</source>
        <translation>Les statistiques ne gardent aucun journal de cette partie.</translation>
    </message>
    <message>
        <source>Its file “%1” is no longer there.</source>
        <translation>Son fichier « %1 » n’existe plus.</translation>
    </message>
    <message>
        <source>Adding the games of “%1”…</source>
        <translation>Ajout des parties de « %1 »…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Add Folder of Games</source>
        <translation>Ajouter un dossier de parties</translation>
    </message>
    <message>
        <source>The folder holds no saved games (.tessera, .json or .jcz files).</source>
        <translation>Le dossier ne contient aucune partie enregistrée (fichiers .tessera, .json ou .jcz).</translation>
    </message>
    <message numerus="yes">
        <source>%n games added.</source>
        <translation>
            <numerusform>%n partie ajoutée.</numerusform>
            <numerusform>%n parties ajoutées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games counted again with another ending.</source>
        <translation>
            <numerusform>%n partie recomptée avec une autre fin.</numerusform>
            <numerusform>%n parties recomptées avec une autre fin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games were counted already.</source>
        <translation>
            <numerusform>%n partie était déjà comptée.</numerusform>
            <numerusform>%n parties étaient déjà comptées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n files.</source>
        <translation>
            <numerusform>Arrêté après %n fichier.</numerusform>
            <numerusform>Arrêté après %n fichiers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games Added</source>
        <translation>Parties ajoutées</translation>
    </message>
    <message numerus="yes">
        <source>%n files could not be counted (Show Details...).</source>
        <translation>
            <numerusform>%n fichier n’a pas pu être compté (Afficher les détails...).</numerusform>
            <numerusform>%n fichiers n’ont pas pu être comptés (Afficher les détails...).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Export Statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>statistics.csv</source>
        <translation>statistiques.csv</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tableau CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot Export Statistics</source>
        <translation>Impossible d’exporter les statistiques</translation>
    </message>
    <message>
        <source>The table could not be written to “%1”.</source>
        <translation>Le tableau n’a pas pu être écrit dans « %1 ».</translation>
    </message>
    <message>
        <source>Game.tessera</source>
        <translation>Partie.tessera</translation>
    </message>
    <message>
        <source>Game of %1.tessera</source>
        <translation>Partie du %1.tessera</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Détails : %1</translation>
    </message>
    <message>
        <source>Choose players in the table to see their scores.</source>
        <translation>Choisissez des joueurs dans le tableau pour voir leurs scores.</translation>
    </message>
    <message>
        <source>No games counted yet. Every game finished in Tessera counts here; Add Folder of Games... counts the games of a folder (Tessera&apos;s and JCloisterZone&apos;s).</source>
        <translation>Aucune partie comptée pour l’instant. Chaque partie terminée dans Tessera compte ici ; « Ajouter un dossier de parties... » compte les parties d’un dossier (de Tessera et de JCloisterZone).</translation>
    </message>
    <message>
        <source>No games with these tile sets and players.</source>
        <translation>Aucune partie avec ces jeux de tuiles et ce nombre de joueurs.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileCanvas</name>
    <message>
        <source>Tile canvas</source>
        <translation>Canevas de la tuile</translation>
    </message>
    <message>
        <source>Click a tab outside the tile to change the edge; click a part to select its feature; drag from part to part (or Ctrl+click) to connect or split features.</source>
        <translation>Cliquez sur un onglet hors de la tuile pour changer le bord ; cliquez sur une partie pour sélectionner son élément ; faites glisser d’une partie à l’autre (ou Ctrl+clic) pour relier ou scinder des éléments.</translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation>Aucune tuile sélectionnée</translation>
    </message>
    <message>
        <source>A built-in set is not edited: save a copy to change it.</source>
        <translation>Un jeu intégré ne se modifie pas : enregistrez-en une copie pour le changer.</translation>
    </message>
    <message>
        <source>A field part and a road, city or river part do not connect.</source>
        <translation>Une partie pré et une partie route, ville ou rivière ne se relient pas.</translation>
    </message>
    <message>
        <source>Only features of the same kind connect.</source>
        <translation>Seuls les éléments de même type se relient.</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>Reliés.</translation>
    </message>
    <message>
        <source>Split off.</source>
        <translation>Séparé.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileGrid</name>
    <message>
        <source>S</source>
        <comment>start tile badge</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Tiles of the set</source>
        <translation>Tuiles du jeu</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileInspector</name>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>vin</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>blé</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>tissu</translation>
    </message>
    <message>
        <source>(none: an expansion)</source>
        <translation>(aucune : une extension)</translation>
    </message>
    <message>
        <source>Click a part of the tile to select its feature.</source>
        <translation>Cliquez sur une partie de la tuile pour sélectionner son élément.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>City %1</source>
        <translation>Ville %1</translation>
    </message>
    <message>
        <source>No editable tile is selected.</source>
        <translation>Aucune tuile modifiable n’est sélectionnée.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: the picture cannot be drawn (not SVG that Qt understands).</source>
        <translation>%1 : l’image ne peut pas être dessinée (ce n’est pas du SVG que Qt comprend).</translation>
    </message>
    <message>
        <source>Tile Art</source>
        <translation>Illustration de tuile</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileListPanel</name>
    <message>
        <source>Filter: id, name, edges (CRFR), flag</source>
        <translation>Filtre : identifiant, nom, bords (CRFR), marque</translation>
    </message>
    <message>
        <source>Filter the tiles</source>
        <translation>Filtrer les tuiles</translation>
    </message>
    <message>
        <source>Order of the tiles</source>
        <translation>Ordre des tuiles</translation>
    </message>
    <message>
        <source>In set order</source>
        <translation>Dans l’ordre du jeu</translation>
    </message>
    <message>
        <source>By id</source>
        <translation>Par identifiant</translation>
    </message>
    <message>
        <source>Most copies first</source>
        <translation>Plus d’exemplaires d’abord</translation>
    </message>
    <message>
        <source>By edges</source>
        <translation>Par bords</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileSetChooser</name>
    <message numerus="yes">
        <source>%1 (%n tiles)</source>
        <translation>
            <numerusform>%1 (%n tuile)</numerusform>
            <numerusform>%1 (%n tuiles)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile set %1</source>
        <translation>Jeu de tuiles %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tiles, from the editor)</source>
        <translation>
            <numerusform>%1 (%n tuile, de l’éditeur)</numerusform>
            <numerusform>%1 (%n tuiles, de l’éditeur)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one tile set with a start tile, such as the base game.</source>
        <translation>Choisissez au moins un jeu de tuiles avec une tuile de départ, comme le jeu de base.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileSetEditor</name>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Historique des modifications</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Rotations and Neighbours</source>
        <translation>Rotations et voisines</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Tile Set</source>
        <translation>&amp;Nouveau jeu de tuiles</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open &amp;Built-in Set</source>
        <translation>Ouvrir un jeu &amp;intégré</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Play with This Tile Set...</source>
        <translation>&amp;Jouer avec ce jeu de tuiles...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>New &amp;Tile</source>
        <translation>Nouvelle &amp;tuile</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>%1 (built-in, read-only)</source>
        <translation>%1 (intégré, en lecture seule)</translation>
    </message>
    <message>
        <source>%1[*] - Tile Set Editor</source>
        <translation>%1[*] - Éditeur de jeux de tuiles</translation>
    </message>
    <message>
        <source>&amp;Save a Copy...</source>
        <translation>Enregistrer une &amp;copie...</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The tile set &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>Le jeu de tuiles « %1 » a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>A new tile set with one plain start tile.</source>
        <translation>Un nouveau jeu de tuiles avec une simple tuile de départ.</translation>
    </message>
    <message>
        <source>Open Tile Set</source>
        <translation>Ouvrir un jeu de tuiles</translation>
    </message>
    <message>
        <source>Tile sets (*.json);;All files (*)</source>
        <translation>Jeux de tuiles (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open the tile set</source>
        <translation>Impossible d’ouvrir le jeu de tuiles</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <source>The built-in set %1 is read-only: &quot;Save a Copy&quot; to change it.</source>
        <translation>Le jeu intégré %1 est en lecture seule : « Enregistrer une copie » pour le modifier.</translation>
    </message>
    <message>
        <source>Save a Copy</source>
        <translation>Enregistrer une copie</translation>
    </message>
    <message>
        <source>Save Tile Set As</source>
        <translation>Enregistrer le jeu de tuiles sous</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Jeux de tuiles (*.json)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>New tile</source>
        <translation>Nouvelle tuile</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n tiles.</source>
        <translation>
            <numerusform>%n tuile copiée.</numerusform>
            <numerusform>%n tuiles copiées.</numerusform>
        </translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>le presse-papiers</translation>
    </message>
    <message>
        <source>The clipboard holds no tiles.</source>
        <translation>Le presse-papiers ne contient aucune tuile.</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tiles</source>
        <translation>
            <numerusform>Coller %n tuile</numerusform>
            <numerusform>Coller %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n tiles</source>
        <translation>
            <numerusform>Dupliquer %n tuile</numerusform>
            <numerusform>Dupliquer %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot play</source>
        <translation>Impossible de jouer</translation>
    </message>
    <message>
        <source>The tile set has problems; the list shows them.</source>
        <translation>Le jeu de tuiles a des problèmes ; la liste les montre.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>État à l’ouverture</translation>
    </message>
    <message>
        <source>New tile set</source>
        <translation>Nouveau jeu de tuiles</translation>
    </message>
    <message>
        <source>%1 does not exist yet: a new tile set, which Save writes there.</source>
        <translation>%1 n’existe pas encore : un nouveau jeu de tuiles, qu’Enregistrer écrira là.</translation>
    </message>
    <message>
        <source>Every tile besides the start tile has count 0: there is nothing to draw.</source>
        <translation>Chaque tuile hormis la tuile de départ a le nombre 0 : il n’y a rien à piocher.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TilesLeftPanel</name>
    <message>
        <source>Tiles left</source>
        <translation>Tuiles restantes</translation>
    </message>
    <message>
        <source>The tiles still in the pile, and on how many open positions each would fit now</source>
        <translation>Les tuiles encore dans la pioche, et sur combien d’emplacements libres chacune se placerait maintenant</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TurnGraph</name>
    <message>
        <source>turn 0</source>
        <translation>tour 0</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TurnPanel</name>
    <message>
        <source>This turn&apos;s first tile</source>
        <translation>Première tuile de ce tour</translation>
    </message>
    <message>
        <source>The tile you placed first in this turn</source>
        <translation>La tuile que vous avez posée en premier ce tour-ci</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Tuile en main</translation>
    </message>
    <message>
        <source>&amp;Rotate</source>
        <translation>T&amp;ourner</translation>
    </message>
    <message>
        <source>&amp;No follower</source>
        <translation>Aucu&amp;n partisan</translation>
    </message>
    <message>
        <source>End the turn without deploying a follower (Space)</source>
        <translation>Terminer le tour sans poser de partisan (Espace)</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Pick the tile up again (Backspace)</source>
        <translation>Reprendre la tuile (Retour arrière)</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>&amp;Confirmer le tour</translation>
    </message>
    <message>
        <source>End the turn (Enter)</source>
        <translation>Terminer le tour (Entrée)</translation>
    </message>
    <message>
        <source>Start a new game or open a saved one.</source>
        <translation>Commencez une nouvelle partie ou ouvrez-en une enregistrée.</translation>
    </message>
    <message>
        <source>Place the tile on a marked position. R, a right click or a click on the tile above turns it.</source>
        <translation>Posez la tuile sur un emplacement marqué. R, un clic droit ou un clic sur la tuile ci-dessus la tourne.</translation>
    </message>
    <message>
        <source>Click a feature of the tile to deploy a follower there, or a circle to deploy the figure it shows (a large follower, builder or pig where it may go), or choose No follower.</source>
        <translation>Cliquez sur un élément de la tuile pour y poser un partisan, ou sur un cercle pour poser la figure qu’il montre (un grand partisan, un bâtisseur ou un cochon là où il peut aller), ou choisissez Aucun partisan.</translation>
    </message>
    <message>
        <source>Click a feature of the tile to deploy a follower there, or choose No follower.</source>
        <translation>Cliquez sur un élément de la tuile pour y poser un partisan, ou choisissez Aucun partisan.</translation>
    </message>
    <message>
        <source>No figure can go on this tile. Confirm the turn, or take the tile back.</source>
        <translation>Aucune figure ne peut aller sur cette tuile. Confirmez le tour, ou reprenez la tuile.</translation>
    </message>
    <message>
        <source>Confirm the turn, or take the tile back.</source>
        <translation>Confirmez le tour, ou reprenez la tuile.</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles left</source>
        <translation>
            <numerusform>%n tuile restante</numerusform>
            <numerusform>%n tuiles restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tile in hand fits %n open positions. The Tiles Left panel lists every tile still in the pile.</source>
        <translation>
            <numerusform>La tuile en main se place sur %n emplacement libre. Le panneau Tuiles restantes liste chaque tuile encore dans la pioche.</numerusform>
            <numerusform>La tuile en main se place sur %n emplacements libres. Le panneau Tuiles restantes liste chaque tuile encore dans la pioche.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Tiles Left panel lists every tile still in the pile.</source>
        <translation>Le panneau Tuiles restantes liste chaque tuile encore dans la pioche.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>Bonus tile: your builder lets you play a second tile in this turn.</source>
        <translation>Tuile bonus : votre bâtisseur vous permet de jouer une deuxième tuile ce tour-ci.</translation>
    </message>
    <message>
        <source>Your builder earned a bonus tile: you play another tile after this one.</source>
        <translation>Votre bâtisseur a gagné une tuile bonus : vous jouez une autre tuile après celle-ci.</translation>
    </message>
    <message>
        <source>Tile %1 of your hand</source>
        <translation>Tuile %1 de votre main</translation>
    </message>
    <message>
        <source>Place this tile (H chooses the next one)</source>
        <translation>Poser cette tuile (H choisit la suivante)</translation>
    </message>
    <message>
        <source>A computer player is thinking</source>
        <translation>Un joueur ordinateur réfléchit</translation>
    </message>
    <message>
        <source>The computers are paused: View &gt; Pause Computers goes on.</source>
        <translation>Les ordinateurs sont en pause : Affichage &gt; Mettre les ordinateurs en pause reprend.</translation>
    </message>
    <message>
        <source>%1 is thinking where the dragon flies…</source>
        <translation>%1 réfléchit à l’endroit où vole le dragon…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>the fairy&apos;s marker on one of your followers moves her there</source>
        <translation>le marqueur de la fée sur l’un de vos partisans l’y déplace</translation>
    </message>
    <message>
        <source>a knight&apos;s marker crossed out in red: the princess sends it home</source>
        <translation>le marqueur d’un chevalier barré de rouge : la princesse le renvoie chez lui</translation>
    </message>
    <message>
        <source>the magic portal&apos;s marker lights up every free feature it reaches: click one</source>
        <translation>le marqueur du portail magique éclaire chaque élément libre qu’il atteint : cliquez sur l’un d’eux</translation>
    </message>
    <message>
        <source>Instead: %1.</source>
        <translation>À la place : %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>The dragon flies: %1 clicks a marked tile next to it (or chooses it with the arrow keys, then Enter). Every figure on a tile it enters goes home.</source>
        <translation>Le dragon vole : %1 clique sur une tuile marquée à côté de lui (ou la choisit avec les flèches, puis Entrée). Toute figure sur une tuile où il entre rentre chez elle.</translation>
    </message>
    <message>
        <source>%1 flies the dragon, in %2&apos;s turn</source>
        <translation>%1 fait voler le dragon, pendant le tour de %2</translation>
    </message>
    <message>
        <source>The game is over: %1. Game &gt; Show Results has every player&apos;s points.</source>
        <translation>La partie est terminée : %1. Partie &gt; Afficher les résultats donne les points de chaque joueur.</translation>
    </message>
    <message>
        <source>Click to turn the tile to its next rotation that fits (R, or a right click on the board)</source>
        <translation>Cliquez pour tourner la tuile vers sa rotation suivante qui convient (R, ou un clic droit sur le plateau)</translation>
    </message>
    <message>
        <source>Turn the tile to its next rotation that fits where the pointer is, or anywhere (R or right click)</source>
        <translation>Tourner la tuile vers sa rotation suivante qui convient là où est le pointeur, ou ailleurs (R ou clic droit)</translation>
    </message>
</context>
</TS>
