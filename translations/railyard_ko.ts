<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>Cli</name>
    <message>
        <source>The Railyard database (SQLite document) to work on.</source>
        <translation>작업할 Railyard 데이터베이스(SQLite 문서).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Run &apos;railyard-cli %1 --help&apos; for usage.</source>
        <translation>사용법은 &apos;railyard-cli %1 --help&apos;를 실행하여 확인하십시오.</translation>
    </message>
    <message>
        <source>--db FILE is required.</source>
        <translation>--db FILE 옵션이 필요합니다.</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>경고: %1</translation>
    </message>
    <message>
        <source>Usage: railyard-cli init FILE [--from DESIGN.yaml]</source>
        <translation>사용법: railyard-cli init FILE [--from DESIGN.yaml]</translation>
    </message>
    <message>
        <source>Created from %1</source>
        <translation>%1에서 생성</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>생성됨: %1</translation>
    </message>
    <message>
        <source>Usage: railyard-cli import --db FILE DESIGN.yaml [--replace]</source>
        <translation>사용법: railyard-cli import --db FILE DESIGN.yaml [--replace]</translation>
    </message>
    <message>
        <source>%1 already holds a design (%2 devices); pass --replace to replace it.</source>
        <translation>%1에 이미 설계가 있습니다(장비 %2개). 교체하려면 --replace를 지정하십시오.</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>가져옴: %1</translation>
    </message>
    <message>
        <source>Imported %1 into %2</source>
        <translation>%1을(를) %2에 가져왔습니다</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>작성됨: %1</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>설계: %1</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>오류: %1</translation>
    </message>
    <message>
        <source>%1 errors, %2 warnings</source>
        <translation>오류 %1개, 경고 %2개</translation>
    </message>
    <message>
        <source>Usage: railyard-cli import-device-types --db FILE DIR</source>
        <translation>사용법: railyard-cli import-device-types --db FILE DIR</translation>
    </message>
    <message>
        <source>Import device types from %1</source>
        <translation>%1에서 장비 유형 가져오기</translation>
    </message>
    <message>
        <source>Create a new, empty Railyard database FILE (optionally from a YAML design with --from).</source>
        <translation>비어 있는 새 Railyard 데이터베이스 FILE을 만듭니다(--from으로 YAML 설계에서 만들 수도 있음).</translation>
    </message>
    <message>
        <source>Database to create.</source>
        <translation>만들 데이터베이스.</translation>
    </message>
    <message>
        <source>YAML design to load into it.</source>
        <translation>데이터베이스에 불러올 YAML 설계.</translation>
    </message>
    <message>
        <source>DESIGN.yaml</source>
        <translation>DESIGN.yaml</translation>
    </message>
    <message>
        <source>Import NetBox device-type library YAML files from DIR (recursively).</source>
        <translation>DIR에서 NetBox 장비 유형 라이브러리 YAML 파일을 하위 폴더까지 모두 가져옵니다.</translation>
    </message>
    <message>
        <source>Also list warnings and unknown keys.</source>
        <translation>경고와 알 수 없는 키도 나열합니다.</translation>
    </message>
    <message>
        <source>Folder (or file) of device types.</source>
        <translation>장비 유형 폴더(또는 파일).</translation>
    </message>
    <message>
        <source>Load a YAML design file into the database.</source>
        <translation>YAML 설계 파일을 데이터베이스로 불러옵니다.</translation>
    </message>
    <message>
        <source>Replace the design the database already holds.</source>
        <translation>데이터베이스에 이미 있는 설계를 교체합니다.</translation>
    </message>
    <message>
        <source>The design file.</source>
        <translation>설계 파일.</translation>
    </message>
    <message>
        <source>Write the design in another format.</source>
        <translation>설계를 다른 형식으로 저장합니다.</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>Output file (default: standard output).</source>
        <translation>출력 파일(기본값: 표준 출력).</translation>
    </message>
    <message>
        <source>Print counts: racks, devices by role, GPUs, ports, cables by medium.</source>
        <translation>개수를 출력합니다: 랙, 역할별 장비, GPU, 포트, 매체별 케이블.</translation>
    </message>
    <message>
        <source>Check every model rule and list the findings with object names.</source>
        <translation>모든 모델 규칙을 검사하고 발견 사항을 개체 이름과 함께 나열합니다.</translation>
    </message>
    <message>
        <source>Validate a YAML file instead of --db.</source>
        <translation>--db 대신 YAML 파일을 검증합니다.</translation>
    </message>
    <message>
        <source>Usage: railyard-cli COMMAND [options]</source>
        <translation>사용법: railyard-cli COMMAND [옵션]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>명령:</translation>
    </message>
    <message>
        <source>Run &apos;railyard-cli COMMAND --help&apos; for the options of a command.</source>
        <translation>명령의 옵션은 &apos;railyard-cli COMMAND --help&apos;를 실행하여 확인하십시오.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>알 수 없는 명령 &quot;%1&quot;입니다.</translation>
    </message>
    <message>
        <source>The %1 format is binary; give an output file with -o.</source>
        <translation>%1 형식은 바이너리입니다. -o로 출력 파일을 지정하십시오.</translation>
    </message>
    <message>
        <source>Cannot write to standard output.</source>
        <translation>표준 출력에 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Output format, one of: %1.</source>
        <translation>출력 형식(다음 중 하나: %1).</translation>
    </message>
    <message>
        <source>Usage: railyard-cli generate --db FILE SPEC.yaml</source>
        <translation>사용법: railyard-cli generate --db FILE SPEC.yaml</translation>
    </message>
    <message>
        <source>Generated from %1</source>
        <translation>%1에서 생성</translation>
    </message>
    <message>
        <source>Plane %1 (%2): %3 nodes, %4 SU, %5 tiers, %6 leaves, %7 spines, %8 cores; cables node-leaf %9, leaf-spine %10, spine-core %11</source>
        <translation>플레인 %1 (%2): 노드 %3개, SU %4개, 계층 %5개, 리프 %6개, 스파인 %7개, 코어 %8개; 케이블 노드-리프 %9개, 리프-스파인 %10개, 스파인-코어 %11개</translation>
    </message>
    <message>
        <source>  tier %1: %2 switches, down %3 Gb/s (top tier)</source>
        <translation>  계층 %1: 스위치 %2개, 다운링크 %3 Gb/s (최상위 계층)</translation>
    </message>
    <message>
        <source>  tier %1: %2 switches, down %3 Gb/s, up %4 Gb/s, oversubscription %5:1</source>
        <translation>  계층 %1: 스위치 %2개, 다운링크 %3 Gb/s, 업링크 %4 Gb/s, 오버서브스크립션 %5:1</translation>
    </message>
    <message>
        <source>%1 hops: %2</source>
        <translation>%1홉: %2</translation>
    </message>
    <message>
        <source>Total power: %1 kW maximum, %2 kW typical</source>
        <translation>총 전력: 최대 %1 kW, 일반 %2 kW</translation>
    </message>
    <message>
        <source>Generate a whole cluster (racks, devices, ports, cables) from a fabric spec into the database.</source>
        <translation>패브릭 사양으로 전체 클러스터(랙, 장비, 포트, 케이블)를 생성하여 데이터베이스에 넣습니다.</translation>
    </message>
    <message>
        <source>NetBox device-type library folder to take types from (repeatable; default: the bundled library).</source>
        <translation>유형을 가져올 NetBox 장비 유형 라이브러리 폴더(반복 가능, 기본값: 내장 라이브러리).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Design file with a `fabric:` spec.</source>
        <translation>`fabric:` 사양이 있는 설계 파일.</translation>
    </message>
    <message>
        <source>Print the bill of materials.</source>
        <translation>자재 명세서(BOM)를 출력합니다.</translation>
    </message>
    <message>
        <source>Usage: railyard-cli ipam-allocate --db FILE --rules RULES.yaml [--dry-run]</source>
        <translation>사용법: railyard-cli ipam-allocate --db FILE --rules RULES.yaml [--dry-run]</translation>
    </message>
    <message>
        <source>%1 prefixes and %2 addresses added, %3 interfaces kept their address</source>
        <translation>프리픽스 %1개와 주소 %2개 추가, 인터페이스 %3개는 기존 주소 유지</translation>
    </message>
    <message>
        <source>Dry run: %1; nothing was written.</source>
        <translation>시험 실행: %1. 아무것도 기록하지 않았습니다.</translation>
    </message>
    <message>
        <source>Usage: railyard-cli trace --db FILE DEVICE PORT</source>
        <translation>사용법: railyard-cli trace --db FILE DEVICE PORT</translation>
    </message>
    <message>
        <source>No device named &quot;%1&quot;.</source>
        <translation>이름이 &quot;%1&quot;인 장비가 없습니다.</translation>
    </message>
    <message>
        <source>%1 has no port &quot;%2&quot;.</source>
        <translation>%1에는 &quot;%2&quot; 포트가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) on the path have no length.</source>
        <translation>
            <numerusform>경로상의 케이블 %n개에 길이가 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown label stock &quot;%1&quot;; available: %2.</source>
        <translation>알 수 없는 라벨 용지 &quot;%1&quot;입니다. 사용 가능: %2.</translation>
    </message>
    <message>
        <source>Wrote %1 labels on %2 sheets of %3 to %4</source>
        <translation>라벨 %1개를 %3 용지 %2장에 담아 %4에 저장했습니다</translation>
    </message>
    <message>
        <source>Usage: railyard-cli rack-elevation --db FILE -o OUT.svg|OUT.pdf [--rack NAME]...</source>
        <translation>사용법: railyard-cli rack-elevation --db FILE -o OUT.svg|OUT.pdf [--rack NAME]...</translation>
    </message>
    <message>
        <source>No rack named &quot;%1&quot;.</source>
        <translation>이름이 &quot;%1&quot;인 랙이 없습니다.</translation>
    </message>
    <message>
        <source>Import the files into NetBox in the order of their numbers.</source>
        <translation>파일 번호 순서대로 NetBox에 가져오십시오.</translation>
    </message>
    <message>
        <source>Fill interfaces with IP addresses by the rules of a YAML file (one undo step).</source>
        <translation>YAML 파일의 규칙에 따라 인터페이스에 IP 주소를 할당합니다(실행 취소 한 단계).</translation>
    </message>
    <message>
        <source>Allocation rules (docs/ip-allocation-rules.md).</source>
        <translation>할당 규칙(docs/ip-allocation-rules.md).</translation>
    </message>
    <message>
        <source>RULES.yaml</source>
        <translation>RULES.yaml</translation>
    </message>
    <message>
        <source>Say what would be added; write nothing.</source>
        <translation>추가될 내용만 표시하고 아무것도 기록하지 않습니다.</translation>
    </message>
    <message>
        <source>List every prefix with its used and usable addresses; warn about overlaps and full prefixes.</source>
        <translation>모든 프리픽스를 사용 중인 주소 및 사용 가능한 주소와 함께 나열하고, 겹치거나 가득 찬 프리픽스를 경고합니다.</translation>
    </message>
    <message>
        <source>Follow a port through cables and patch panels to its far end.</source>
        <translation>케이블과 패치 패널을 따라 포트를 반대쪽 끝까지 추적합니다.</translation>
    </message>
    <message>
        <source>Device name.</source>
        <translation>장비 이름.</translation>
    </message>
    <message>
        <source>Port name.</source>
        <translation>포트 이름.</translation>
    </message>
    <message>
        <source>Print cable labels (two per cable) on a label stock as PDF.</source>
        <translation>케이블 라벨(케이블당 2개)을 라벨 용지 배치에 맞춰 PDF로 출력합니다.</translation>
    </message>
    <message>
        <source>PDF file to write.</source>
        <translation>작성할 PDF 파일.</translation>
    </message>
    <message>
        <source>Label stock: %1.</source>
        <translation>라벨 용지: %1.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Label text with tokens %1; \n breaks the line.</source>
        <translation>라벨 텍스트(사용 가능한 토큰: %1). \n으로 줄을 바꿉니다.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>Add a QR code of the cable id.</source>
        <translation>케이블 ID의 QR 코드를 추가합니다.</translation>
    </message>
    <message>
        <source>Draw the front and rear of racks as SVG (one drawing) or PDF (a page per rack).</source>
        <translation>랙의 전면과 후면을 SVG(도면 하나) 또는 PDF(랙당 한 페이지)로 그립니다.</translation>
    </message>
    <message>
        <source>Output file, .svg or .pdf.</source>
        <translation>출력 파일(.svg 또는 .pdf).</translation>
    </message>
    <message>
        <source>Only this rack (repeatable).</source>
        <translation>이 랙만(반복 가능).</translation>
    </message>
    <message>
        <source>Write every NetBox bulk-import CSV file, numbered in import order.</source>
        <translation>NetBox 일괄 가져오기용 CSV 파일을 모두 가져오기 순서대로 번호를 붙여 작성합니다.</translation>
    </message>
    <message>
        <source>Folder to write into.</source>
        <translation>파일을 쓸 폴더.</translation>
    </message>
    <message>
        <source>Comma list of stages: rail-allreduce, all-nodes, pairwise-leaf, pairwise-spine, tcp (default: all).</source>
        <translation>쉼표로 구분한 단계 목록: rail-allreduce, all-nodes, pairwise-leaf, pairwise-spine, tcp (기본값: 전체).</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>Largest NCCL message size, bytes.</source>
        <translation>최대 NCCL 메시지 크기(바이트).</translation>
    </message>
    <message>
        <source>BYTES</source>
        <translation>BYTES</translation>
    </message>
    <message>
        <source>Timed NCCL iterations per size.</source>
        <translation>크기별로 시간을 측정할 NCCL 반복 횟수.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Duration of each TCP transfer.</source>
        <translation>각 TCP 전송의 지속 시간(초).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Unknown stage &quot;%1&quot;; known: %2.</source>
        <translation>알 수 없는 단계 &quot;%1&quot;입니다. 사용 가능: %2.</translation>
    </message>
    <message>
        <source>--maxbytes must be a number of bytes of at least %1.</source>
        <translation>--maxbytes는 %1 이상의 바이트 수여야 합니다.</translation>
    </message>
    <message>
        <source>--iters must be a positive integer.</source>
        <translation>--iters는 양의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>--tcp-seconds must be between 0 and 3600.</source>
        <translation>--tcp-seconds는 0에서 3600 사이여야 합니다.</translation>
    </message>
    <message>
        <source>--launcher must be ssh, srun, mpirun or local.</source>
        <translation>--launcher는 ssh, srun, mpirun, local 중 하나여야 합니다.</translation>
    </message>
    <message>
        <source>--env takes NAME=VALUE, got &quot;%1&quot;.</source>
        <translation>--env는 NAME=VALUE 형식이어야 합니다. 입력값: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>  step %1: %2 -&gt; %3  %4 Gb/s</source>
        <translation>  단계 %1: %2 -&gt; %3  %4 Gb/s</translation>
    </message>
    <message>
        <source>  step %1: %2 %3 B  busbw %4 GB/s</source>
        <translation>  단계 %1: %2 %3 B  busbw %4 GB/s</translation>
    </message>
    <message>
        <source>step %1 failed: %2</source>
        <translation>단계 %1 실패: %2</translation>
    </message>
    <message>
        <source>step %1: %2 %3</source>
        <translation>단계 %1: %2 %3</translation>
    </message>
    <message>
        <source>suspect: %1</source>
        <translation>의심 대상: %1</translation>
    </message>
    <message>
        <source>Give one JSON Lines file written by railyard-probe.</source>
        <translation>railyard-probe가 작성한 JSON Lines 파일 하나를 지정하십시오.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>tcp %1 -&gt; %2: %3 Gb/s (%4 bytes in %5 s)%6</source>
        <translation>tcp %1 -&gt; %2: %3 Gb/s (%5초 동안 %4바이트)%6</translation>
    </message>
    <message>
        <source>error on %1 (rank %2): %3: %4</source>
        <translation>%1(랭크 %2)에서 오류: %3: %4</translation>
    </message>
    <message>
        <source>nccl %1, %2 rows, %3</source>
        <translation>nccl %1, %2행, %3</translation>
    </message>
    <message>
        <source>large-message busbw: %1 GB/s</source>
        <translation>대용량 메시지 busbw: %1 GB/s</translation>
    </message>
    <message>
        <source>No probe events in %1.</source>
        <translation>%1에 프로브 이벤트가 없습니다.</translation>
    </message>
    <message>
        <source>Show the test plan derived from the design (nodes, steps, time)</source>
        <translation>설계에서 도출한 테스트 계획(노드, 단계, 시간)을 표시합니다</translation>
    </message>
    <message>
        <source>Run the test plan on the nodes through ssh, srun or mpirun</source>
        <translation>ssh, srun 또는 mpirun으로 노드에서 테스트 계획을 실행합니다</translation>
    </message>
    <message>
        <source>ssh, srun, mpirun or local.</source>
        <translation>ssh, srun, mpirun 또는 local.</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>ssh login name.</source>
        <translation>ssh 로그인 이름.</translation>
    </message>
    <message>
        <source>USER</source>
        <translation>USER</translation>
    </message>
    <message>
        <source>ssh port.</source>
        <translation>ssh 포트.</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <source>Pass --allow-run-as-root to mpirun.</source>
        <translation>mpirun에 --allow-run-as-root를 전달합니다.</translation>
    </message>
    <message>
        <source>NAME=VALUE passed to every probe (NCCL_SOCKET_IFNAME, ...); repeatable.</source>
        <translation>모든 프로브에 전달할 NAME=VALUE(NCCL_SOCKET_IFNAME, ...). 반복 가능.</translation>
    </message>
    <message>
        <source>NAME=VALUE</source>
        <translation>NAME=VALUE</translation>
    </message>
    <message>
        <source>Write every event as JSON Lines to FILE.</source>
        <translation>모든 이벤트를 JSON Lines 형식으로 FILE에 씁니다.</translation>
    </message>
    <message>
        <source>Print the commands each step would start; start nothing.</source>
        <translation>각 단계에서 시작할 명령을 출력만 하고 실제로는 아무것도 시작하지 않습니다.</translation>
    </message>
    <message>
        <source>Summarise a railyard-probe JSON Lines file</source>
        <translation>railyard-probe JSON Lines 파일을 요약합니다</translation>
    </message>
    <message>
        <source>JSON Lines file.</source>
        <translation>JSON Lines 파일.</translation>
    </message>
    <message>
        <source>(test not named)</source>
        <translation>(테스트 이름 없음)</translation>
    </message>
    <message>
        <source>Bad --host-pattern &quot;%1&quot;: expected REGEX=&gt;DEVICE-NAME with a valid regular expression, e.g. &quot;worker-(\d+)=&gt;node\1&quot;.</source>
        <translation>잘못된 --host-pattern &quot;%1&quot;: 유효한 정규식을 사용한 REGEX=&gt;DEVICE-NAME 형식이어야 합니다. 예: &quot;worker-(\d+)=&gt;node\1&quot;.</translation>
    </message>
    <message>
        <source>--sharp and --no-sharp exclude each other.</source>
        <translation>--sharp와 --no-sharp는 함께 사용할 수 없습니다.</translation>
    </message>
    <message>
        <source>--pass takes a percentage, e.g. 90.</source>
        <translation>--pass에는 백분율을 지정해야 합니다(예: 90).</translation>
    </message>
    <message>
        <source>Match host names to devices: REGEX=&gt;DEVICE-NAME, captures as \1..\9 (after exact and short-name matching; may be repeated).</source>
        <translation>호스트 이름을 장비에 대응시킵니다: REGEX=&gt;DEVICE-NAME, 캡처 그룹은 \1..\9 (정확한 이름 및 짧은 이름 일치 다음에 적용, 반복 가능).</translation>
    </message>
    <message>
        <source>PATTERN</source>
        <translation>PATTERN</translation>
    </message>
    <message>
        <source>The runs used in-network reduction (SHARP/NVLS): use its ceiling.</source>
        <translation>실행에 네트워크 내 리덕션(SHARP/NVLS)을 사용했습니다. 해당 상한을 적용합니다.</translation>
    </message>
    <message>
        <source>The runs did not use in-network reduction, whatever the output says.</source>
        <translation>출력 내용과 관계없이 실행에 네트워크 내 리덕션을 사용하지 않은 것으로 간주합니다.</translation>
    </message>
    <message>
        <source>Percentage of the theoretical ceiling a run must reach to pass (default 90).</source>
        <translation>실행이 통과하려면 도달해야 하는 이론 상한 대비 백분율(기본값 90).</translation>
    </message>
    <message>
        <source>PERCENT</source>
        <translation>PERCENT</translation>
    </message>
    <message>
        <source>A note stored with the imported runs.</source>
        <translation>가져온 실행과 함께 저장할 메모.</translation>
    </message>
    <message>
        <source>Rate perftest runs against the design&apos;s rail port speed (their output names no host, so they are unrated by default).</source>
        <translation>설계의 레일 포트 속도를 기준으로 perftest 실행을 평가합니다(perftest 출력에는 호스트 이름이 없어 기본적으로 평가하지 않음).</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>When</source>
        <translation>일시</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>랭크</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>노드</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>% theo.</source>
        <translation>이론 대비 %</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Usage: railyard-cli results import --db FILE RESULT-FILE...</source>
        <translation>사용법: railyard-cli results import --db FILE RESULT-FILE...</translation>
    </message>
    <message>
        <source>%1: rejected: %2</source>
        <translation>%1: 거부됨: %2</translation>
    </message>
    <message>
        <source>%1: already imported as run %2</source>
        <translation>%1: 이미 가져온 파일입니다(실행 %2)</translation>
    </message>
    <message>
        <source>%1: run %2, %3, %4 rows, %5</source>
        <translation>%1: 실행 %2, %3, %4행, %5</translation>
    </message>
    <message>
        <source>, %1 GB/s = %2% of %3 GB/s</source>
        <translation>, %1 GB/s = %3 GB/s의 %2%</translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1: 경고: %2</translation>
    </message>
    <message>
        <source>%1: warning: host %2 is not a device of the design</source>
        <translation>%1: 경고: 호스트 %2은(는) 설계에 있는 장비가 아닙니다</translation>
    </message>
    <message>
        <source>%1 runs imported, %2 already present, %3 files rejected, %4 unreadable</source>
        <translation>실행 %1개 가져옴, %2개는 이미 있음, 파일 %3개 거부됨, %4개 읽을 수 없음</translation>
    </message>
    <message>
        <source>There is no run &quot;%1&quot;; &apos;railyard-cli results list&apos; shows them.</source>
        <translation>&quot;%1&quot; 실행이 없습니다. 실행 목록은 &apos;railyard-cli results list&apos;로 확인할 수 있습니다.</translation>
    </message>
    <message>
        <source>No benchmark runs are stored.</source>
        <translation>저장된 벤치마크 실행이 없습니다.</translation>
    </message>
    <message>
        <source>Usage: railyard-cli results show --db FILE RUN</source>
        <translation>사용법: railyard-cli results show --db FILE RUN</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>도구</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>명령줄</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>시작 시각</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>가져온 시각</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>라벨</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Avg bus bandwidth</source>
        <translation>평균 버스 대역폭</translation>
    </message>
    <message>
        <source>Plateau busbw</source>
        <translation>포화 구간 busbw</translation>
    </message>
    <message>
        <source>%1 GB/s (median of %2 to %3)</source>
        <translation>%1 GB/s (%2~%3의 중앙값)</translation>
    </message>
    <message>
        <source>SHARP/NVLS</source>
        <translation>SHARP/NVLS</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>Ceiling</source>
        <translation>상한</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>계산식</translation>
    </message>
    <message>
        <source>% of theoretical</source>
        <translation>이론값 대비 %</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>누락</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>노드</translation>
    </message>
    <message>
        <source>%1 (unknown host)</source>
        <translation>%1 (알 수 없는 호스트)</translation>
    </message>
    <message>
        <source>%1 (host %2, %3), GPUs %4, rails %5</source>
        <translation>%1 (호스트 %2, %3), GPU %4, 레일 %5</translation>
    </message>
    <message>
        <source>size (B)</source>
        <translation>크기(B)</translation>
    </message>
    <message>
        <source>type</source>
        <translation>유형</translation>
    </message>
    <message>
        <source>time us</source>
        <translation>시간 us</translation>
    </message>
    <message>
        <source>algbw</source>
        <translation>algbw</translation>
    </message>
    <message>
        <source>ip time</source>
        <translation>ip 시간</translation>
    </message>
    <message>
        <source>ip algbw</source>
        <translation>ip algbw</translation>
    </message>
    <message>
        <source>ip busbw</source>
        <translation>ip busbw</translation>
    </message>
    <message>
        <source>  (cut)</source>
        <translation>  (생략)</translation>
    </message>
    <message>
        <source>Usage: railyard-cli results compare --db FILE RUN RUN</source>
        <translation>사용법: railyard-cli results compare --db FILE RUN RUN</translation>
    </message>
    <message>
        <source>change</source>
        <translation>변화</translation>
    </message>
    <message>
        <source>Plateau busbw GB/s</source>
        <translation>포화 구간 busbw GB/s</translation>
    </message>
    <message>
        <source>Ceiling GB/s</source>
        <translation>상한 GB/s</translation>
    </message>
    <message>
        <source>busbw A</source>
        <translation>busbw A</translation>
    </message>
    <message>
        <source>busbw B</source>
        <translation>busbw B</translation>
    </message>
    <message>
        <source>Usage: railyard-cli results remove --db FILE RUN</source>
        <translation>사용법: railyard-cli results remove --db FILE RUN</translation>
    </message>
    <message>
        <source>Removed run %1</source>
        <translation>실행 %1 제거됨</translation>
    </message>
    <message>
        <source>Benchmark report for %1</source>
        <translation>%1 벤치마크 보고서</translation>
    </message>
    <message>
        <source>%1 runs: %2 below expected, %3 failed.</source>
        <translation>실행 %1개: %2개는 기대치 미달, %3개는 실패.</translation>
    </message>
    <message>
        <source>Per rail:</source>
        <translation>레일별:</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation>레일 %1</translation>
    </message>
    <message>
        <source>Per SU (worst node):</source>
        <translation>SU별(최저 노드 기준):</translation>
    </message>
    <message>
        <source>%1 of %2 GPU nodes have no benchmark data.</source>
        <translation>GPU 노드 %2개 중 %1개에 벤치마크 데이터가 없습니다.</translation>
    </message>
    <message>
        <source>Import nccl-tests (text or JSON) and perftest outputs; the same file imported again is not duplicated.</source>
        <translation>nccl-tests(텍스트 또는 JSON) 및 perftest 출력을 가져옵니다. 같은 파일을 다시 가져와도 중복되지 않습니다.</translation>
    </message>
    <message>
        <source>Benchmark output files.</source>
        <translation>벤치마크 출력 파일.</translation>
    </message>
    <message>
        <source>FILE...</source>
        <translation>FILE...</translation>
    </message>
    <message>
        <source>Print the benchmark report: every run&apos;s verdict, per-rail and per-SU figures.</source>
        <translation>벤치마크 보고서를 출력합니다: 모든 실행의 판정, 레일별 및 SU별 수치.</translation>
    </message>
    <message>
        <source>Rules file: how node descriptions and port names map to the design.</source>
        <translation>규칙 파일: 노드 설명과 포트 이름을 설계에 대응시키는 방법.</translation>
    </message>
    <message>
        <source>rules.yaml</source>
        <translation>rules.yaml</translation>
    </message>
    <message>
        <source>Planned links: %1 (%2 not covered by the observations)</source>
        <translation>계획된 링크: %1 (%2개는 관측 범위 밖)</translation>
    </message>
    <message>
        <source>Observed links: %1</source>
        <translation>관측된 링크: %1</translation>
    </message>
    <message>
        <source>(%1 more inside one system, skipped)</source>
        <translation>(한 시스템 내부 링크 %1개 더 있음, 건너뜀)</translation>
    </message>
    <message>
        <source>Give what the fabric reported: --ibnetdiscover FILE and/or --lldp DIR.</source>
        <translation>패브릭이 보고한 내용을 지정하십시오: --ibnetdiscover FILE 및/또는 --lldp DIR.</translation>
    </message>
    <message>
        <source>Verified %1 against %2</source>
        <translation>%2 기준으로 %1 검증</translation>
    </message>
    <message>
        <source>Not racked or not in the design:</source>
        <translation>랙에 설치되지 않았거나 설계에 없음:</translation>
    </message>
    <message>
        <source>Rack %1:</source>
        <translation>랙 %1:</translation>
    </message>
    <message numerus="yes">
        <source>Marked %n cable(s) verified.</source>
        <translation>
            <numerusform>케이블 %n개를 검증됨으로 표시했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The as-built design has errors; nothing was written:</source>
        <translation>준공(as-built) 설계에 오류가 있어 아무것도 기록하지 않았습니다:</translation>
    </message>
    <message>
        <source>As-built import from %1</source>
        <translation>%1에서 준공(as-built) 설계 가져오기</translation>
    </message>
    <message>
        <source>Built %1 from %2: %3 device types synthesised, %4 from the library; %5 links inside one system skipped</source>
        <translation>%2에서 %1 구성: 장비 유형 %3개 합성, %4개는 라이브러리에서 가져옴; 한 시스템 내부 링크 %5개 건너뜀</translation>
    </message>
    <message>
        <source>The design has no plane &quot;%1&quot;.</source>
        <translation>설계에 &quot;%1&quot; 플레인이 없습니다.</translation>
    </message>
    <message>
        <source>Compare what the fabric reports (ibnetdiscover, LLDP) with the planned cabling; exit 1 when anything is wrong.</source>
        <translation>패브릭이 보고한 내용(ibnetdiscover, LLDP)을 계획된 케이블링과 비교합니다. 문제가 있으면 종료 코드 1로 끝납니다.</translation>
    </message>
    <message>
        <source>Write the technician&apos;s work list as CSV.</source>
        <translation>기술자 작업 목록을 CSV로 씁니다.</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>Set the status of every cable seen as planned to verified.</source>
        <translation>계획대로 확인된 모든 케이블의 상태를 검증됨으로 설정합니다.</translation>
    </message>
    <message>
        <source>Report planned links of devices nobody reported as missing too.</source>
        <translation>아무도 보고하지 않은 장비의 계획된 링크도 누락으로 보고합니다.</translation>
    </message>
    <message>
        <source>Build a design&apos;s devices, ports and cables from what the fabric reports (an existing cluster without a plan).</source>
        <translation>패브릭이 보고한 내용으로 설계의 장비, 포트, 케이블을 구성합니다(계획 없이 구축된 기존 클러스터용).</translation>
    </message>
    <message>
        <source>NetBox device-type library to take switch types from.</source>
        <translation>스위치 유형을 가져올 NetBox 장비 유형 라이브러리.</translation>
    </message>
    <message>
        <source>Name of the design.</source>
        <translation>설계 이름.</translation>
    </message>
    <message>
        <source>Only cables in this plane (repeat for several).</source>
        <translation>이 플레인의 케이블만(여러 개는 반복 지정).</translation>
    </message>
    <message>
        <source>warning: cannot store the result: %1</source>
        <translation>경고: 결과를 저장할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>stored run #%1: %2, %3</source>
        <translation>실행 #%1 저장됨: %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) stored in %1</source>
        <translation>
            <numerusform>%1에 실행 %n개를 저장했습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Do not store the results in the document (by default every step is stored as a benchmark run while it goes on).</source>
        <translation>결과를 문서에 저장하지 않습니다(기본값: 각 단계가 진행되는 동안 벤치마크 실행으로 저장).</translation>
    </message>
    <message>
        <source>Free text stored with every run (e.g. &quot;after re-cabling&quot;).</source>
        <translation>각 실행과 함께 저장할 자유 텍스트(예: &quot;재케이블링 후&quot;).</translation>
    </message>
    <message>
        <source>Change names that break their character rule (docs/design-file-format.md, &quot;Allowed characters&quot;) instead of refusing the file; every change is listed.</source>
        <translation>문자 규칙(docs/design-file-format.md의 &quot;Allowed characters&quot;)에 어긋나는 이름을 파일을 거부하는 대신 바꿉니다. 바꾼 이름은 모두 나열합니다.</translation>
    </message>
    <message>
        <source>renamed: %1</source>
        <translation>이름 변경: %1</translation>
    </message>
    <message>
        <source>The fabric reported names that cannot be device names; nothing was written:</source>
        <translation>패브릭이 장비 이름이 될 수 없는 이름을 보고했습니다. 아무것도 쓰지 않았습니다:</translation>
    </message>
    <message>
        <source>Change reported names that cannot be device names (RFC 1123) instead of refusing them; every change is listed.</source>
        <translation>장비 이름이 될 수 없는 보고된 이름(RFC 1123)을 거부하는 대신 바꿉니다. 바꾼 이름은 모두 나열합니다.</translation>
    </message>
    <message>
        <source>%1 device types imported, %2 updated, %3 unchanged; %4 of %5 files failed</source>
        <translation>장비 유형 %1개 가져옴, %2개 업데이트, %3개 변경 없음; 파일 %5개 중 %4개 실패</translation>
    </message>
    <message>
        <source>unknown length</source>
        <translation>길이 알 수 없음</translation>
    </message>
    <message>
        <source>Total cable length: %1</source>
        <translation>총 케이블 길이: %1</translation>
    </message>
    <message>
        <source>%1; %2 cables, %3</source>
        <translation>%1; 케이블 %2개, %3</translation>
    </message>
    <message>
        <source>--node-names must be &quot;short&quot; or &quot;name&quot;, not &quot;%1&quot;.</source>
        <translation>--node-names 값은 &quot;short&quot; 또는 &quot;name&quot;이어야 합니다(&quot;%1&quot;은 허용되지 않음).</translation>
    </message>
    <message>
        <source>Treat every warning of the export as an error: exit with status 3 and write no output.</source>
        <translation>내보내기 경고를 모두 오류로 처리합니다. 종료 상태 3으로 끝나고 출력은 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>Slurm formats: Slurm&apos;s node names, from a slurm.conf (NodeName= lines) or a list of names and host lists; design hosts Slurm does not know are left out with a warning.</source>
        <translation>Slurm 형식: slurm.conf(NodeName= 줄) 또는 이름·호스트 목록 파일에서 읽은 Slurm 노드 이름. Slurm이 모르는 설계 호스트는 경고와 함께 제외됩니다.</translation>
    </message>
    <message>
        <source>Slurm formats: a node&apos;s NodeName is its device name up to the first dot (short, the default) or the whole device name (name).</source>
        <translation>Slurm 형식: 노드의 NodeName은 장치 이름의 첫 점 앞부분(short, 기본값) 또는 장치 이름 전체(name)입니다.</translation>
    </message>
    <message>
        <source>Usage: railyard-cli dns-export --db FILE --dir DIR [--name-server FQDN] [--name-server-address ADDRESS] [--serial N] [--strict]</source>
        <translation>사용법: railyard-cli dns-export --db FILE --dir DIR [--name-server FQDN] [--name-server-address ADDRESS] [--serial N] [--strict]</translation>
    </message>
    <message>
        <source>Write the DNS forward zone, every reverse zone and a named.conf fragment.</source>
        <translation>DNS 정방향 영역, 모든 역방향 영역, named.conf 조각을 씁니다.</translation>
    </message>
    <message>
        <source>The zones&apos; name server (default: the DNS names of the devices with role name-server).</source>
        <translation>영역의 네임 서버(기본값: name-server 역할을 가진 장비의 DNS 이름).</translation>
    </message>
    <message>
        <source>FQDN</source>
        <translation>FQDN</translation>
    </message>
    <message>
        <source>Address of an in-zone name server the design has no address for.</source>
        <translation>설계에 주소가 없는 영역 내 네임 서버의 주소.</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADDRESS</translation>
    </message>
    <message>
        <source>SOA serial (default 1).</source>
        <translation>SOA 일련번호(기본값 1).</translation>
    </message>
    <message>
        <source>--serial must be a number from 0 to 4294967295, not &quot;%1&quot;.</source>
        <translation>--serial은 0부터 4294967295까지의 숫자여야 합니다. &quot;%1&quot;은(는) 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>DNS zones: the zones&apos; name server (default: the DNS names of the devices with role name-server).</source>
        <translation>DNS 영역: 영역의 네임 서버(기본값: name-server 역할을 가진 장비의 DNS 이름).</translation>
    </message>
    <message>
        <source>DNS zones: address of an in-zone name server the design has no address for.</source>
        <translation>DNS 영역: 설계에 주소가 없는 영역 내 네임 서버의 주소.</translation>
    </message>
    <message>
        <source>DNS zones: SOA serial (default 1).</source>
        <translation>DNS 영역: SOA 일련번호(기본값 1).</translation>
    </message>
    <message>
        <source>kea-json, dnsmasq: serve DHCP on this interface of the server (repeatable; default: every interface).</source>
        <translation>kea-json, dnsmasq: 서버의 이 인터페이스에서 DHCP를 제공합니다(반복 가능, 기본값: 모든 인터페이스).</translation>
    </message>
    <message>
        <source>Usage: railyard-cli netbox-export --db FILE --dir DIR [--strict]</source>
        <translation>사용법: railyard-cli netbox-export --db FILE --dir DIR [--strict]</translation>
    </message>
    <message>
        <source>Usage: railyard-cli labels --db FILE -o LABELS.pdf [--stock NAME] [--template TEXT] [--qr] [--strict]</source>
        <translation>사용법: railyard-cli labels --db FILE -o LABELS.pdf [--stock NAME] [--template TEXT] [--qr] [--strict]</translation>
    </message>
    <message>
        <source>Treat a label that does not fit the stock as an error: exit with status 3 and write no file.</source>
        <translation>라벨 용지에 맞지 않는 라벨을 오류로 처리합니다: 상태 3으로 끝나고 파일을 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>ibdm needs the IBNL system definitions of the topology&apos;s types; give -o FILE to write them beside it</source>
        <translation>ibdm에는 토폴로지에 쓰인 유형의 IBNL 시스템 정의가 필요합니다. -o FILE을 주면 그 옆에 씁니다</translation>
    </message>
    <message>
        <source>Run ibdm with IBDM_IBNL_PATH=%1 (ibdmchk -t %2 -n SYSTEM/U1 -p 1).</source>
        <translation>ibdm은 IBDM_IBNL_PATH=%1 로 실행하십시오 (ibdmchk -t %2 -n SYSTEM/U1 -p 1).</translation>
    </message>
    <message>
        <source>Write the planned InfiniBand fabric as an ibdiagnet topology file, with an IBNL system definition per device type beside it.</source>
        <translation>계획된 InfiniBand 패브릭을 ibdiagnet 토폴로지 파일로 쓰고, 그 옆에 장비 유형마다 IBNL 시스템 정의를 씁니다.</translation>
    </message>
    <message>
        <source>Usage: railyard-cli netbox-import --db FILE DIR [--replace]</source>
        <translation>사용법: railyard-cli netbox-import --db FILE DIR [--replace]</translation>
    </message>
    <message>
        <source>NetBox import of %1</source>
        <translation>%1에서 가져온 NetBox 데이터</translation>
    </message>
    <message>
        <source>Imported NetBox data from %1</source>
        <translation>%1에서 NetBox 데이터를 가져옴</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n NetBox site(s) from %1 into %2</source>
        <translation>
            <numerusform>NetBox 사이트 %n개를 %1에서 %2(으)로 가져왔습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: railyard-cli netbox-delta --db FILE --netbox DIR --dir OUT [--strict]</source>
        <translation>사용법: railyard-cli netbox-delta --db FILE --netbox DIR --dir OUT [--strict]</translation>
    </message>
    <message>
        <source>Cannot create the folder.</source>
        <translation>폴더를 만들 수 없습니다.</translation>
    </message>
    <message>
        <source>%1: %2 new, %3 changed</source>
        <translation>%1: 새 항목 %2개, 변경 %3개</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n object(s) NetBox has and the design no longer has (the bodies for DELETE /api/dcim/&lt;list&gt;/)</source>
        <translation>
            <numerusform>%1: NetBox에는 있지만 설계에는 더 이상 없는 객체 %n개 (DELETE /api/dcim/&lt;list&gt;/ 요청 본문)</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing changed since the NetBox data in %1.</source>
        <translation>%1의 NetBox 데이터 이후 바뀐 것이 없습니다.</translation>
    </message>
    <message>
        <source>Import the CSV files into NetBox in the order of their numbers; rows with an id update that object.</source>
        <translation>CSV 파일을 번호 순서대로 NetBox에 가져오십시오. id가 있는 행은 그 객체를 갱신합니다.</translation>
    </message>
    <message>
        <source>Write what changed since the NetBox data was read, as NetBox bulk-import CSV with NetBox&apos;s ids for updates.</source>
        <translation>NetBox 데이터를 읽은 뒤 바뀐 것을 NetBox 일괄 가져오기 CSV로 씁니다(갱신할 객체에는 NetBox id를 붙입니다).</translation>
    </message>
    <message>
        <source>Treat every warning as an error: exit with status 3 and write no output.</source>
        <translation>모든 경고를 오류로 처리합니다: 상태 3으로 종료하고 아무것도 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>Read sites, racks, devices, ports and cables from NetBox REST API pages (sites.json, devices.json, ...) or NetBox&apos;s CSV exports (sites.csv, devices.csv, ...) saved in a folder.</source>
        <translation>폴더에 저장한 NetBox REST API 페이지(sites.json, devices.json, ...) 또는 NetBox CSV 내보내기(sites.csv, devices.csv, ...)에서 사이트, 랙, 장치, 포트, 케이블을 읽습니다.</translation>
    </message>
    <message>
        <source>Folder of NetBox API pages: sites.json (required), locations.json, racks.json, device-types.json, devices.json, interfaces.json, cables.json, ...; or of CSV exports: sites.csv, racks.csv, ...</source>
        <translation>NetBox API 페이지 폴더: sites.json(필수), locations.json, racks.json, device-types.json, devices.json, interfaces.json, cables.json, ...; 또는 CSV 내보내기 폴더: sites.csv, racks.csv, ...</translation>
    </message>
    <message>
        <source>The folder of NetBox API pages or CSV exports the design was imported from.</source>
        <translation>설계를 가져온 NetBox API 페이지 또는 CSV 내보내기 폴더.</translation>
    </message>
    <message>
        <source>Print the power budget per rack, PDU and feed leg from the PSUs cabled to each outlet, and the device types without a power figure.</source>
        <translation>각 콘센트에 케이블로 연결된 PSU를 기준으로 랙, PDU, 피드 레그별 전력 예산과 전력 수치가 없는 장비 유형을 출력합니다.</translation>
    </message>
    <message>
        <source>Read a YAML file instead of --db.</source>
        <translation>--db 대신 YAML 파일을 읽습니다.</translation>
    </message>
    <message>
        <source>links per leaf-spine pair: %1</source>
        <translation>리프-스파인 쌍당 링크: %1</translation>
    </message>
    <message>
        <source>links per leaf-spine pair: %1 to %2 (uneven)</source>
        <translation>리프-스파인 쌍당 링크: %1~%2 (불균등)</translation>
    </message>
    <message>
        <source>  %1; up to %2 of %3 ports used per spine; %4 spines (the bare minimum is %5)</source>
        <translation>  %1; 스파인당 포트 %3개 중 최대 %2개 사용; 스파인 %4개 (최소 개수는 %5개)</translation>
    </message>
    <message>
        <source>Plane %1 (%2, %3): %4 devices, %5 cables between %6 device pairs</source>
        <translation>플레인 %1 (%2, %3): 장비 %4대, 장비 쌍 %6개 사이 케이블 %5개</translation>
    </message>
    <message>
        <source>no technology</source>
        <translation>기술 없음</translation>
    </message>
    <message>
        <source>  Bisection bandwidth: %1 Tb/s one direction (%2 | %3 nodes, max-flow)</source>
        <translation>  이분 대역폭: 단방향 %1 Tb/s (노드 %2 | %3, 최대 흐름)</translation>
    </message>
    <message>
        <source>  Switch hops between nodes (%1 sources): %2</source>
        <translation>  노드 간 스위치 홉 (출발 노드 %1개): %2</translation>
    </message>
    <message>
        <source>  Node type %1 (%2 nodes): %3 NICs x %4 Gb/s = %5 GB/s injection; busbw ceilings: ring all-reduce %6 GB/s, all-to-all %7 GB/s</source>
        <translation>  노드 유형 %1 (노드 %2대): NIC %3개 x %4 Gb/s = 주입 대역폭 %5 GB/s; busbw 상한: 링 all-reduce %6 GB/s, all-to-all %7 GB/s</translation>
    </message>
    <message>
        <source>  Single points of failure: %1 switches, %2 cables</source>
        <translation>  단일 장애점: 스위치 %1대, 케이블 %2개</translation>
    </message>
    <message>
        <source>Rpeak (FP64): %1 PFLOPS = GPUs %2 PFLOPS (%3 GPUs) + CPUs %4 PFLOPS (%5 CPUs)</source>
        <translation>Rpeak (FP64): %1 PFLOPS = GPU %2 PFLOPS (GPU %3개) + CPU %4 PFLOPS (CPU %5개)</translation>
    </message>
    <message>
        <source>  a lower bound: %1 nodes lack an FP64 figure per GPU and %2 nodes a CPU count or an FP64 figure per CPU (device type cpu_count, cpu_fp64_tflops; fabric spec group keys cpus-per-node, cpu-fp64-tflops)</source>
        <translation>  하한값입니다: 노드 %1대에 GPU당 FP64 수치가 없고, 노드 %2대에 CPU 수 또는 CPU당 FP64 수치가 없습니다 (장비 유형 cpu_count, cpu_fp64_tflops; 패브릭 사양 그룹 키 cpus-per-node, cpu-fp64-tflops)</translation>
    </message>
    <message>
        <source>Analyse every compute and scale-up plane on its own: oversubscription, bisection, hops, single points of failure, injection bandwidth and busbw ceilings per node type, scale-up domains; then Rpeak (GPUs and CPUs).</source>
        <translation>연산 플레인과 스케일업 플레인을 하나씩 따로 분석합니다: 오버서브스크립션, 이분 대역폭, 홉, 단일 장애점, 노드 유형별 주입 대역폭과 busbw 상한, 스케일업 도메인; 그리고 Rpeak (GPU와 CPU).</translation>
    </message>
    <message>
        <source>  growth: %1 nodes in %2 SU now; spines and cores sized for %3 node slots in %4 SU (%5 reserved node slots, %6 manager links); free switch ports: %7</source>
        <translation>  증설: 현재 노드 %1대, SU %2개; 스파인과 코어는 노드 슬롯 %3개, SU %4개 기준으로 구성 (예약 노드 슬롯 %5개, 관리자 링크 %6개); 남은 스위치 포트: %7</translation>
    </message>
    <message>
        <source>target-nodes %1 node slots</source>
        <translation>target-nodes 노드 슬롯 %1개</translation>
    </message>
    <message>
        <source>no target-nodes (sized for what is built)</source>
        <translation>target-nodes 없음 (구축된 규모 기준)</translation>
    </message>
    <message>
        <source>  Growth: %1 nodes now; %2; %3 reserved node slots, %4 manager links; free switch ports: %5</source>
        <translation>  증설: 현재 노드 %1대; %2; 예약 노드 슬롯 %3개, 관리자 링크 %4개; 남은 스위치 포트: %5</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>참고: %1</translation>
    </message>
    <message>
        <source>%1:%2 is the cage of breakout %3 (%4, 1x%5):</source>
        <translation>%1:%2 포트는 브레이크아웃 %3(%4, 1x%5)의 케이지입니다:</translation>
    </message>
    <message>
        <source>  lane %1 (%2): free leg</source>
        <translation>  레인 %1 (%2): 빈 레그</translation>
    </message>
    <message>
        <source>  lane %1 (%2)  --[%3]--&gt;  %4:%5  %6</source>
        <translation>  레인 %1 (%2)  --[%3]--&gt;  %4:%5  %6</translation>
    </message>
    <message>
        <source> (whole units of %1 nodes)</source>
        <translation> (노드 %1개 단위로 채움)</translation>
    </message>
    <message>
        <source> (whole NVL72 racks of %1 compute trays)</source>
        <translation> (컴퓨트 트레이 %1개짜리 NVL72 랙 단위로 채움)</translation>
    </message>
    <message>
        <source>Group %1: %2 GPUs asked for -&gt; %3 nodes x %4 GPUs = %5 GPUs%6</source>
        <translation>그룹 %1: 요청 GPU %2개 -&gt; 노드 %3개 x GPU %4개 = GPU %5개%6</translation>
    </message>
    <message>
        <source>  Scale-up domains: %1, %2 GPUs each (%3 nodes, %4 switches per domain)</source>
        <translation>  스케일업 도메인: %1개, 도메인마다 GPU %2개 (노드 %3개, 스위치 %4개)</translation>
    </message>
    <message>
        <source>%1 links x %2 Gb/s / 8 / %3 GPUs = %4 GB/s per GPU cabled</source>
        <translation>링크 %1개 x %2 Gb/s / 8 / GPU %3개 = GPU당 케이블 기준 %4 GB/s</translation>
    </message>
    <message>
        <source>no scale-up cables in the design</source>
        <translation>설계에 스케일업 케이블이 없음</translation>
    </message>
    <message>
        <source>no stated figure</source>
        <translation>공표 수치 없음</translation>
    </message>
    <message>
        <source>stated %1 GB/s per GPU (device type nvlink_gbps)</source>
        <translation>공표 GPU당 %1 GB/s (장비 유형 nvlink_gbps)</translation>
    </message>
    <message>
        <source>stated %1 GB/s per GPU (supernode figure: fabric spec supernode.scale-up-gbytes-per-gpu)</source>
        <translation>공표 GPU당 %1 GB/s (슈퍼노드 수치: 패브릭 사양 supernode.scale-up-gbytes-per-gpu)</translation>
    </message>
    <message>
        <source>  Node type %1 (%2 nodes, %3 GPUs each), one direction: %4; %5</source>
        <translation>  노드 유형 %1 (노드 %2개, 노드당 GPU %3개), 단방향: %4; %5</translation>
    </message>
    <message>
        <source>Path of railyard-probe on the nodes (default: the one beside this program for --launcher local, else railyard-probe on the nodes&apos; PATH).</source>
        <translation>노드의 railyard-probe 경로 (기본값: --launcher local이면 이 프로그램 옆의 것, 아니면 노드 PATH의 railyard-probe).</translation>
    </message>
    <message>
        <source>lldpctl output (-f json, json0, keyvalue or xml, with lldpctl show chassis in the same file to name the host): a file, or a folder of *.json / *.json0 / *.keyvalue / *.xml / *.txt files, one per host or switch (repeat for several).</source>
        <translation>lldpctl 출력(-f json, json0, keyvalue 또는 xml; 호스트 이름은 같은 파일에 lldpctl show chassis 출력을 넣어 지정): 파일 하나, 또는 호스트나 스위치마다 하나씩인 *.json / *.json0 / *.keyvalue / *.xml / *.txt 파일의 폴더(여러 번 지정 가능).</translation>
    </message>
    <message>
        <source>Some of the fabric&apos;s files could not be read; nothing was written:</source>
        <translation>패브릭이 보고한 파일 중 일부를 읽을 수 없어 아무것도 기록하지 않았습니다:</translation>
    </message>
    <message>
        <source>verdict: %1</source>
        <translation>판정: %1</translation>
    </message>
    <message>
        <source>rated against: %1</source>
        <translation>평가 기준: %1</translation>
    </message>
    <message>
        <source>%1:%2: warning: row of %3 B: %4; left out of the verdict</source>
        <translation>%1:%2: 경고: %3 B 행: %4. 판정에서 제외했습니다</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>알고리즘</translation>
    </message>
    <message>
        <source>assumed ring (the log names none)</source>
        <translation>ring으로 가정(로그에 알고리즘이 없음)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Rank count</source>
        <translation>랭크 수</translation>
    </message>
    <message>
        <source>proven by the log</source>
        <translation>로그로 입증됨</translation>
    </message>
    <message>
        <source>not proven by the log</source>
        <translation>로그로 입증되지 않음</translation>
    </message>
    <message>
        <source>Line rate</source>
        <translation>회선 속도</translation>
    </message>
    <message>
        <source>Rated against</source>
        <translation>평가 기준</translation>
    </message>
    <message>
        <source>Inconsistent</source>
        <translation>불일치</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) whose busbw disagrees with algbw, left out of the verdict</source>
        <translation>
            <numerusform>busbw가 algbw와 맞지 않는 행 %n개, 판정에서 제외</numerusform>
        </translation>
    </message>
    <message>
        <source>  (busbw inconsistent)</source>
        <translation>  (busbw 불일치)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) implausible (above every ceiling their algorithm allows): left out of the per-rail and per-SU figures; check their logs.</source>
        <translation>
            <numerusform>실행 %n개가 타당하지 않습니다(해당 알고리즘이 허용하는 모든 상한 초과). 레일별·SU별 수치에서 제외했습니다. 로그를 확인하십시오.</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1 not measured: %2</source>
        <translation>단계 %1 측정 안 됨: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) not measured (could not start, timed out or no GPU): no verdict on their nodes and cables.</source>
        <translation>
            <numerusform>단계 %n개가 측정되지 않았습니다(시작 실패, 시간 초과 또는 GPU 없음): 해당 노드와 케이블에는 판정이 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bad --host-map &quot;%1&quot;: expected HOST=DEVICE-NAME, e.g. &quot;worker-0=node01&quot;.</source>
        <translation>잘못된 --host-map &quot;%1&quot;: HOST=DEVICE-NAME 형식이어야 합니다(예: &quot;worker-0=node01&quot;).</translation>
    </message>
    <message>
        <source>Map one host name to a device: HOST=DEVICE-NAME (before any other matching; may be repeated). Mappings are stored with the runs and re-used by evaluate.</source>
        <translation>호스트 이름 하나를 장비에 매핑합니다: HOST=DEVICE-NAME(다른 모든 매칭보다 먼저 적용, 반복 가능). 매핑은 실행과 함께 저장되어 evaluate에서 다시 사용됩니다.</translation>
    </message>
    <message>
        <source>MAP</source>
        <translation>MAP</translation>
    </message>
    <message>
        <source>evaluate: drop the host mappings stored with the runs.</source>
        <translation>evaluate: 실행과 함께 저장된 호스트 매핑을 삭제합니다.</translation>
    </message>
    <message>
        <source>Host mapping</source>
        <translation>호스트 매핑</translation>
    </message>
    <message>
        <source>Host mappings (stored with the runs):</source>
        <translation>호스트 매핑(실행과 함께 저장됨):</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>실행 %1</translation>
    </message>
    <message>
        <source>%1 N %2 NB %3 P %4 Q %5, %6 s, %7 Gflops</source>
        <translation>%1 N %2 NB %3 P %4 Q %5, %6초, %7 Gflops</translation>
    </message>
    <message>
        <source> (%1 per GPU)</source>
        <translation> (GPU당 %1)</translation>
    </message>
    <message>
        <source>, no residual check</source>
        <translation>, 잔차 검사 없음</translation>
    </message>
    <message>
        <source>, residual %1</source>
        <translation>, 잔차 %1</translation>
    </message>
    <message>
        <source>, Rmax %1 PFLOPS = %2% of Rpeak %3 PFLOPS</source>
        <translation>, Rmax %1 PFLOPS = Rpeak %3 PFLOPS의 %2%</translation>
    </message>
    <message>
        <source>%1: already imported as HPL run %2</source>
        <translation>%1: 이미 HPL 실행 %2(으)로 가져왔습니다</translation>
    </message>
    <message>
        <source>%1: HPL run %2, %3</source>
        <translation>%1: HPL 실행 %2, %3</translation>
    </message>
    <message>
        <source>HPL run %1: %2: %3</source>
        <translation>HPL 실행 %1: %2: %3</translation>
    </message>
    <message>
        <source>unknown (at least %1: the highest rank listed is %2)</source>
        <translation>알 수 없음 (최소 %1: 목록의 가장 높은 랭크는 %2)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>unknown (at least %1)</source>
        <translation>알 수 없음 (최소 %1)</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>호스트</translation>
    </message>
    <message>
        <source>none (the run failed)</source>
        <translation>없음 (실행이 실패함)</translation>
    </message>
    <message>
        <source>#wrong</source>
        <translation>#wrong</translation>
    </message>
    <message>
        <source>ip #wrong</source>
        <translation>ip #wrong</translation>
    </message>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>ip error</source>
        <translation>ip 오류</translation>
    </message>
    <message>
        <source>HPL run %1: %2</source>
        <translation>HPL 실행 %1: %2</translation>
    </message>
    <message>
        <source>HPL (Rmax / Rpeak):</source>
        <translation>HPL (Rmax / Rpeak):</translation>
    </message>
    <message>
        <source>Usage: railyard-cli results criteria --db FILE [CRITERIA.yaml]</source>
        <translation>사용법: railyard-cli results criteria --db FILE [CRITERIA.yaml]</translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation>오류: %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n acceptance criteria stored.</source>
        <translation>
            <numerusform>인수 기준 %n개를 저장했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Acceptance report - %1</source>
        <translation>인수 보고서 - %1</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>기준</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>지표</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>집합 연산</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>범위</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>최솟값</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>증빙</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>사유</translation>
    </message>
    <message>
        <source>%1 of %2 criteria pass</source>
        <translation>기준 %2개 중 %1개 통과</translation>
    </message>
    <message>
        <source>Railyard %1, %2</source>
        <translation>Railyard %1, %2</translation>
    </message>
    <message>
        <source>plateau</source>
        <translation>플래토</translation>
    </message>
    <message>
        <source>No acceptance criteria are stored; set them with &apos;railyard-cli results criteria --db FILE CRITERIA.yaml&apos;.</source>
        <translation>저장된 인수 기준이 없습니다. &apos;railyard-cli results criteria --db FILE CRITERIA.yaml&apos;로 설정하십시오.</translation>
    </message>
    <message>
        <source>%1 of %2 criteria pass.</source>
        <translation>기준 %2개 중 %1개 통과.</translation>
    </message>
    <message>
        <source>Usage: railyard-cli results evidence --db FILE --out FOLDER</source>
        <translation>사용법: railyard-cli results evidence --db FILE --out FOLDER</translation>
    </message>
    <message numerus="yes">
        <source>Evidence package written to %1: %n file(s); check it with &apos;sha256sum -c MANIFEST.sha256&apos; in that folder.</source>
        <translation>
            <numerusform>증빙 패키지를 %1에 썼습니다: 파일 %n개. 그 폴더에서 &apos;sha256sum -c MANIFEST.sha256&apos;로 확인하십시오.</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: the input file %1 is not stored in the document (imported by an older Railyard); import it again to include it.</source>
        <translation>경고: 입력 파일 %1이(가) 문서에 저장되어 있지 않습니다(이전 Railyard로 가져옴). 포함하려면 다시 가져오십시오.</translation>
    </message>
    <message>
        <source>Usage: railyard-cli results import|list|show|compare|evaluate|remove|report|criteria|acceptance|evidence --db FILE ...</source>
        <translation>사용법: railyard-cli results import|list|show|compare|evaluate|remove|report|criteria|acceptance|evidence --db FILE ...</translation>
    </message>
    <message>
        <source>Benchmark results: import FILE..., list, show RUN, compare RUN RUN, evaluate [RUN...], remove RUN, report, criteria [FILE.yaml], acceptance, evidence.</source>
        <translation>벤치마크 결과: import FILE..., list, show RUN, compare RUN RUN, evaluate [RUN...], remove RUN, report, criteria [FILE.yaml], acceptance, evidence.</translation>
    </message>
    <message>
        <source>acceptance: also write the verdicts as CSV.</source>
        <translation>acceptance: 판정을 CSV로도 씁니다.</translation>
    </message>
    <message>
        <source>acceptance: also write the report as PDF.</source>
        <translation>acceptance: 보고서를 PDF로도 씁니다.</translation>
    </message>
    <message>
        <source>evidence: the folder to write the package to.</source>
        <translation>evidence: 패키지를 쓸 폴더.</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>import FILE... | list | show RUN | compare RUN RUN | evaluate [RUN...] | remove RUN | report | criteria [FILE.yaml] | acceptance [--csv FILE] [--pdf FILE] | evidence --out FOLDER. RUN is a run number or &apos;last&apos;.</source>
        <translation>import FILE... | list | show RUN | compare RUN RUN | evaluate [RUN...] | remove RUN | report | criteria [FILE.yaml] | acceptance [--csv FILE] [--pdf FILE] | evidence --out FOLDER. RUN은 실행 번호 또는 &apos;last&apos;입니다.</translation>
    </message>
    <message>
        <source>--today: &quot;%1&quot; is not a date (YYYY-MM-DD).</source>
        <translation>--today: &quot;%1&quot;은(는) 날짜(YYYY-MM-DD)가 아닙니다.</translation>
    </message>
    <message numerus="yes">
        <source>Build progress of %1 on %2: %n cable(s), %3 installed (%4%), %5 verified (%6%), %7 faulty</source>
        <translation>
            <numerusform>%1의 구축 진행 현황(%2): 케이블 %n개, 설치 %3개(%4%), 검증 %5개(%6%), 불량 %7개</numerusform>
        </translation>
    </message>
    <message>
        <source>Row / rack</source>
        <translation>열 / 랙</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>케이블</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>설치됨</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>검증됨</translation>
    </message>
    <message>
        <source>Faulty</source>
        <translation>불량</translation>
    </message>
    <message>
        <source>By day (whole design, at the end of each day, UTC):</source>
        <translation>일별(전체 설계, 각 날짜 종료 시점, UTC):</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) changed status by hand since their last mark; they count with their present status on the last day only.</source>
        <translation>
            <numerusform>케이블 %n개는 마지막 표시 이후 상태가 수동으로 바뀌었습니다. 이 케이블은 마지막 날에만 현재 상태로 집계됩니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the build progress: planned, installed and verified cables per row and rack, and day by day from the technicians&apos; marks.</source>
        <translation>구축 진행 현황을 표시합니다: 열과 랙별 계획, 설치, 검증된 케이블 수와 기술자 표시에 따른 일별 추이.</translation>
    </message>
    <message>
        <source>Write the table (total, rows, racks) as CSV.</source>
        <translation>표(전체, 열, 랙)를 CSV로 저장합니다.</translation>
    </message>
    <message>
        <source>Write the counts per day (total and rows) as CSV.</source>
        <translation>일별 집계(전체와 열)를 CSV로 저장합니다.</translation>
    </message>
    <message>
        <source>Print rows only, not their racks.</source>
        <translation>랙은 빼고 열만 출력합니다.</translation>
    </message>
    <message>
        <source>The last day of the history (default: today, UTC).</source>
        <translation>이력의 마지막 날(기본값: 오늘, UTC).</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>ibnetdiscover topology output, or ibnetdiscover -p or iblinkinfo output (the format is detected; repeat for several).</source>
        <translation>ibnetdiscover 토폴로지 출력, 또는 ibnetdiscover -p나 iblinkinfo 출력(형식은 자동으로 판별, 여러 번 지정 가능).</translation>
    </message>
    <message>
        <source> and %1</source>
        <translation> 및 %1</translation>
    </message>
    <message>
        <source> and %1 %2</source>
        <translation> 및 %1 %2</translation>
    </message>
    <message>
        <source>other end: %1</source>
        <translation>반대쪽 끝: %1</translation>
    </message>
    <message numerus="yes">
        <source>Could not be verified (%n), not in the work list:</source>
        <translation>
            <numerusform>검증할 수 없음(%n개), 작업 목록에 포함되지 않음:</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the technician&apos;s work list as PDF, a section per rack.</source>
        <translation>기술자용 작업 목록을 PDF로 작성합니다(랙마다 한 구역).</translation>
    </message>
    <message>
        <source>List and write only findings of these kinds, comma-separated (missing, not-seen, unexpected, swapped, wrong-port, wrong-device, degraded, unknown-device, unverifiable); repeat for several.</source>
        <translation>이 종류의 발견 사항만 나열하고 작성합니다. 쉼표로 구분합니다(missing, not-seen, unexpected, swapped, wrong-port, wrong-device, degraded, unknown-device, unverifiable). 여러 번 지정할 수 있습니다.</translation>
    </message>
    <message>
        <source>KINDS</source>
        <translation>KINDS</translation>
    </message>
    <message>
        <source>--%1 is empty.</source>
        <translation>--%1 값이 비어 있습니다.</translation>
    </message>
    <message>
        <source>The design has no host or switch to collect from (no cabled Ethernet or InfiniBand plane).</source>
        <translation>설계에 수집할 호스트나 스위치가 없습니다(케이블이 연결된 이더넷 또는 InfiniBand 플레인이 없음).</translation>
    </message>
    <message>
        <source>--timeout must be between 0 and 3600 seconds.</source>
        <translation>--timeout은 0초에서 3600초 사이여야 합니다.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Give the folder to keep the collected files in: --output DIR.</source>
        <translation>수집한 파일을 보관할 폴더를 지정하세요: --output DIR.</translation>
    </message>
    <message>
        <source>collected %1 (%2 bytes)</source>
        <translation>%1 수집함(%2바이트)</translation>
    </message>
    <message>
        <source>%1: not collected: %2</source>
        <translation>%1: 수집하지 못함: %2</translation>
    </message>
    <message>
        <source>Collected %1 of %2 file(s) into %3; %4 node(s) failed.</source>
        <translation>파일 %2개 중 %1개를 %3에 수집했습니다. 노드 %4개가 실패했습니다.</translation>
    </message>
    <message>
        <source>Nothing was collected; nothing to verify.</source>
        <translation>수집된 것이 없어 검증할 것이 없습니다.</translation>
    </message>
    <message>
        <source>Start it with: ibsim -s %1 (add -N 8192 -S 512 -P 32768 for more than 2,048 nodes), then: ibsim-run ibnetdiscover</source>
        <translation>시작 방법: ibsim -s %1 (노드가 2,048개를 넘으면 -N 8192 -S 512 -P 32768 추가), 그다음: ibsim-run ibnetdiscover</translation>
    </message>
    <message>
        <source>Give what the fabric reported: --ibnetdiscover FILE, --lldp DIR or --inventory FILE.</source>
        <translation>패브릭이 보고한 내용을 지정하십시오: --ibnetdiscover FILE, --lldp DIR 또는 --inventory FILE.</translation>
    </message>
    <message>
        <source>not placed: %1</source>
        <translation>배치되지 않음: %1</translation>
    </message>
    <message>
        <source>%1 added, %2 changed, %3 unchanged, %4 conflicts (not recorded)</source>
        <translation>추가 %1개, 변경 %2개, 변경 없음 %3개, 충돌 %4개(기록하지 않음)</translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation>시험 실행: 아무것도 기록하지 않았습니다.</translation>
    </message>
    <message>
        <source>Recorded in %1 (one undo step).</source>
        <translation>%1에 기록했습니다(실행 취소 한 단계).</translation>
    </message>
    <message>
        <source>Give what the fabric reported: --counters FILE and/or --ethtool DIR.</source>
        <translation>패브릭이 보고한 내용을 지정하십시오: --counters FILE 및/또는 --ethtool DIR.</translation>
    </message>
    <message>
        <source>Ports checked: %1; unhealthy: %2</source>
        <translation>점검한 포트: %1개, 이상 있음: %2개</translation>
    </message>
    <message>
        <source>Collect lldpctl JSON from every host and switch and ibnetdiscover from one host per InfiniBand plane (ssh, srun, mpirun or local), keep the files in a folder and verify them against the planned cabling; exit 1 when anything is wrong or a node could not be read.</source>
        <translation>모든 호스트와 스위치에서 lldpctl JSON을, InfiniBand 플레인마다 호스트 하나에서 ibnetdiscover를 수집하고(ssh, srun, mpirun 또는 로컬), 파일을 폴더에 보관한 뒤 계획된 케이블링과 비교해 검증합니다. 잘못된 것이 있거나 읽지 못한 노드가 있으면 1로 종료합니다.</translation>
    </message>
    <message>
        <source>Folder for the collected files (lldp/&lt;node&gt;.json, ibnetdiscover/&lt;plane&gt;-&lt;node&gt;.txt), to re-verify offline.</source>
        <translation>수집한 파일을 둘 폴더(lldp/&lt;node&gt;.json, ibnetdiscover/&lt;plane&gt;-&lt;node&gt;.txt). 나중에 오프라인으로 다시 검증할 수 있습니다.</translation>
    </message>
    <message>
        <source>Collect from this node only (repeat for several).</source>
        <translation>이 노드에서만 수집합니다(여러 개는 반복 지정).</translation>
    </message>
    <message>
        <source>Do not collect LLDP.</source>
        <translation>LLDP를 수집하지 않습니다.</translation>
    </message>
    <message>
        <source>Do not collect ibnetdiscover.</source>
        <translation>ibnetdiscover를 수집하지 않습니다.</translation>
    </message>
    <message>
        <source>Seconds each command on a node may take.</source>
        <translation>노드에서 명령 하나가 걸려도 되는 시간(초).</translation>
    </message>
    <message>
        <source>ssh configuration file (-F).</source>
        <translation>ssh 설정 파일(-F).</translation>
    </message>
    <message>
        <source>ssh identity file (-i).</source>
        <translation>ssh 신원 파일(-i).</translation>
    </message>
    <message>
        <source>More ssh -o Key=Value options (repeat for several).</source>
        <translation>추가 ssh -o Key=Value 옵션(여러 개는 반복 지정).</translation>
    </message>
    <message>
        <source>KEY=VALUE</source>
        <translation>KEY=VALUE</translation>
    </message>
    <message>
        <source>Command printing the LLDP neighbours as JSON on a node; {node} is replaced by the node&apos;s name.</source>
        <translation>노드에서 LLDP 이웃을 JSON으로 출력하는 명령. {node}는 노드 이름으로 바뀝니다.</translation>
    </message>
    <message>
        <source>CMD</source>
        <translation>CMD</translation>
    </message>
    <message>
        <source>Command printing the node&apos;s own LLDP chassis as JSON.</source>
        <translation>노드 자신의 LLDP 섀시를 JSON으로 출력하는 명령.</translation>
    </message>
    <message>
        <source>Command printing the InfiniBand topology (-C DEVICE is added when the plan knows the port&apos;s RDMA device).</source>
        <translation>InfiniBand 토폴로지를 출력하는 명령(계획에 포트의 RDMA 장치가 있으면 -C DEVICE가 추가됨).</translation>
    </message>
    <message>
        <source>Print the commands that would run; run nothing.</source>
        <translation>실행될 명령을 출력만 하고 아무것도 실행하지 않습니다.</translation>
    </message>
    <message>
        <source>Write the planned InfiniBand fabric as an ibsim net file, to rehearse the fabric tools (ibnetdiscover, iblinkinfo) and verify against it.</source>
        <translation>계획된 InfiniBand 패브릭을 ibsim net 파일로 저장합니다. 패브릭 도구(ibnetdiscover, iblinkinfo)를 미리 실행해 보고 그 결과로 검증할 수 있습니다.</translation>
    </message>
    <message>
        <source>Write the port GUIDs and MACs and the device GUIDs and chassis MACs that the fabric reports into the plan, matched by name, port and position; exit 1 when a value was refused because it is on another port or device.</source>
        <translation>패브릭이 보고한 포트 GUID와 MAC, 장비 GUID와 섀시 MAC을 이름, 포트, 위치로 대응시켜 계획에 기록합니다. 값이 다른 포트나 장비에 이미 있어 거부되면 1로 종료합니다.</translation>
    </message>
    <message>
        <source>railyard-probe inventory output, JSON Lines (repeat for several).</source>
        <translation>railyard-probe inventory 출력, JSON Lines(여러 개면 반복).</translation>
    </message>
    <message>
        <source>Report what would change; write nothing.</source>
        <translation>바뀔 내용만 보고하고 아무것도 기록하지 않습니다.</translation>
    </message>
    <message>
        <source>Check link health: port error counters (ibqueryerrors, perfquery, ethtool -S) and optics (ethtool -m) against the rules&apos; thresholds, on the planned ports and cables; exit 1 when a port is unhealthy.</source>
        <translation>링크 상태를 점검합니다: 포트 오류 카운터(ibqueryerrors, perfquery, ethtool -S)와 광모듈(ethtool -m)을 규칙의 임계값과 비교해 계획된 포트와 케이블에 표시합니다. 이상 있는 포트가 있으면 1로 종료합니다.</translation>
    </message>
    <message>
        <source>ibqueryerrors or perfquery output (repeat for several).</source>
        <translation>ibqueryerrors 또는 perfquery 출력(여러 개면 반복).</translation>
    </message>
    <message>
        <source>Folder with one folder per host holding &lt;interface&gt;.S.txt (ethtool -S) and &lt;interface&gt;.m.txt (ethtool -m) files.</source>
        <translation>호스트마다 폴더가 하나씩 있고 그 안에 &lt;interface&gt;.S.txt(ethtool -S)와 &lt;interface&gt;.m.txt(ethtool -m) 파일이 있는 폴더.</translation>
    </message>
    <message>
        <source>ibnetdiscover output of the subnet, to place perfquery&apos;s LIDs (repeat for several).</source>
        <translation>perfquery의 LID를 배치하기 위한 서브넷의 ibnetdiscover 출력(여러 개면 반복).</translation>
    </message>
    <message>
        <source>Rules file: name mapping and the health thresholds.</source>
        <translation>규칙 파일: 이름 대응과 링크 상태 임계값.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>%1 (other face)</source>
        <translation>%1 (반대 면)</translation>
    </message>
</context>
<context>
    <name>Railyard</name>
    <message>
        <source>The design was changed by another program since it was read: reload and retry.</source>
        <translation>설계를 읽은 뒤 다른 프로그램이 변경했습니다. 다시 불러온 뒤 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>성능 저하</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>누락</translation>
    </message>
    <message>
        <source>a map</source>
        <translation>맵</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>목록</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>a key must be text, found %1</source>
        <translation>키는 텍스트여야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; (first at line %2)</source>
        <translation>중복된 키 &quot;%1&quot; (처음 나온 위치: %2행)</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>텍스트여야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>숫자여야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>must not be negative, found %1</source>
        <translation>음수일 수 없습니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>정수여야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation>%1에서 %2 사이여야 합니다(실제 값: %3)</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true 또는 false여야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>required key &quot;%1&quot; is missing</source>
        <translation>필수 키 &quot;%1&quot;이(가) 없습니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>&quot;%1&quot;은(는) 비어 있으면 안 됩니다</translation>
    </message>
    <message>
        <source>expected a device type (a map with manufacturer, model, slug, u_height), found %1</source>
        <translation>장비 유형(manufacturer, model, slug, u_height가 있는 맵)이어야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>slug &quot;%1&quot; has characters other than a-z, 0-9, - and _</source>
        <translation>slug &quot;%1&quot;에 a-z, 0-9, -, _ 이외의 문자가 있습니다</translation>
    </message>
    <message>
        <source>required key &quot;u_height&quot; is missing</source>
        <translation>필수 키 &quot;u_height&quot;가 없습니다</translation>
    </message>
    <message>
        <source>must be a multiple of 0.5 U, found %1</source>
        <translation>0.5 U의 배수여야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>unknown airflow &quot;%1&quot;</source>
        <translation>알 수 없는 airflow 값 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; is not modelled by Railyard; kept verbatim</source>
        <translation>키 &quot;%1&quot;은(는) Railyard 모델에 없으므로 원문 그대로 보존합니다</translation>
    </message>
    <message>
        <source>is_full_depth is absent; taken as true (the NetBox default)</source>
        <translation>is_full_depth가 없어 true(NetBox 기본값)로 간주합니다</translation>
    </message>
    <message>
        <source>unknown weight unit %1 (expected kg, g, lb or oz)</source>
        <translation>알 수 없는 무게 단위 %1 (kg, g, lb, oz 중 하나여야 함)</translation>
    </message>
    <message>
        <source>weight has no weight_unit; taken as kg</source>
        <translation>weight에 weight_unit이 없어 kg으로 간주합니다</translation>
    </message>
    <message>
        <source>weight_unit without weight; ignored</source>
        <translation>weight 없이 weight_unit만 있어 무시합니다</translation>
    </message>
    <message>
        <source>expected a list of %1, found %2</source>
        <translation>%1 목록이어야 합니다(실제 값: %2)</translation>
    </message>
    <message>
        <source>expected a map with name and type, found %1</source>
        <translation>name과 type이 있는 맵이어야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>%1 key &quot;%2&quot; is not kept (reported once per section)</source>
        <translation>%1 키 &quot;%2&quot;은(는) 보존되지 않습니다(섹션당 한 번만 보고)</translation>
    </message>
    <message>
        <source>interface type &quot;%1&quot; has no known speed; taken as 0</source>
        <translation>인터페이스 유형 &quot;%1&quot;의 속도를 알 수 없어 0으로 간주합니다</translation>
    </message>
    <message>
        <source>expected a list of module bays, found %1</source>
        <translation>모듈 베이 목록이어야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>expected a map with a name, found %1</source>
        <translation>name이 있는 맵이어야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>expected a list of port mappings, found %1</source>
        <translation>포트 매핑 목록이어야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>expected a map with front_port and rear_port, found %1</source>
        <translation>front_port와 rear_port가 있는 맵이어야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>port-mappings key &quot;%1&quot; is not kept</source>
        <translation>port-mappings 키 &quot;%1&quot;은(는) 보존되지 않습니다</translation>
    </message>
    <message>
        <source>expected a map, found %1</source>
        <translation>맵이어야 합니다(실제 값: %1)</translation>
    </message>
    <message>
        <source>unknown x-railyard key &quot;%1&quot;; ignored</source>
        <translation>알 수 없는 x-railyard 키 &quot;%1&quot;을(를) 무시합니다</translation>
    </message>
    <message>
        <source>front port &quot;%1&quot; is already mapped to rear port &quot;%2&quot; position %3; Railyard keeps one mapping per front port, this one is dropped</source>
        <translation>전면 포트 &quot;%1&quot;은(는) 이미 후면 포트 &quot;%2&quot;의 위치 %3에 매핑되어 있습니다. Railyard는 전면 포트당 매핑을 하나만 유지하므로 이 매핑은 버립니다</translation>
    </message>
    <message>
        <source>front port &quot;%1&quot; has %2 position(s); the mapping uses position %3</source>
        <translation>전면 포트 &quot;%1&quot;의 위치는 %2개인데 매핑은 위치 %3을(를) 사용합니다</translation>
    </message>
    <message>
        <source>front port &quot;%1&quot; is not mapped to a rear port</source>
        <translation>전면 포트 &quot;%1&quot;이(가) 후면 포트에 매핑되어 있지 않습니다</translation>
    </message>
    <message>
        <source>taken for a switch: radix %1 at %2 Gb/s (interfaces named like &quot;%3&quot;)</source>
        <translation>스위치로 간주함: 포트 수(radix) %1, %2 Gb/s (인터페이스 이름 형식 &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>cage %1%2 has no interfaces although cages %1%3 to %1%4 do</source>
        <translation>케이지 %1%3~%1%4에는 인터페이스가 있지만 케이지 %1%2에는 없습니다</translation>
    </message>
    <message>
        <source>interface %1 is missing: cage %2%3 has %4 of the %5 ports the other cages have</source>
        <translation>인터페이스 %1이(가) 누락되었습니다: 케이지 %2%3에는 다른 케이지에 있는 포트 %5개 중 %4개만 있습니다</translation>
    </message>
    <message>
        <source>the value of &quot;%1&quot; has more than %2 nodes; refusing to keep it</source>
        <translation>&quot;%1&quot; 값의 YAML 노드가 %2개를 초과하므로 보존하지 않습니다</translation>
    </message>
    <message>
        <source>cannot write the unmodelled keys as YAML: %1</source>
        <translation>모델에 없는 키를 YAML로 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML 구문 오류: %1</translation>
    </message>
    <message>
        <source>the file holds no device type (it is empty)</source>
        <translation>파일에 장비 유형이 없습니다(빈 파일)</translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents; only the first is read</source>
        <translation>파일에 YAML 문서가 %1개 있습니다. 첫 번째 문서만 읽습니다</translation>
    </message>
    <message>
        <source>cannot read the device type: %1</source>
        <translation>장비 유형을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a readable folder</source>
        <translation>&quot;%1&quot;은(는) 읽을 수 있는 폴더가 아닙니다</translation>
    </message>
    <message>
        <source>cannot import: %1</source>
        <translation>가져올 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Bill of materials: devices, cables by length, transceivers, power (CSV)</source>
        <translation>자재 명세서(BOM): 장비, 길이별 케이블, 트랜시버, 전력 (CSV)</translation>
    </message>
    <message>
        <source>Cannot write the %1 output: %2</source>
        <translation>%1 출력을 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Ansible inventory: groups by role, SU, rail, rack and row, host variables (YAML)</source>
        <translation>Ansible 인벤토리: 역할, SU, 레일, 랙, 열별 그룹 및 호스트 변수 (YAML)</translation>
    </message>
    <message>
        <source>udev rules: stable NIC names from PCI addresses, per node type</source>
        <translation>udev 규칙: 노드 유형별로 PCI 주소에서 정한 고정 NIC 이름</translation>
    </message>
    <message>
        <source># udev rules generated by Railyard: persistent NIC names from the PCI addresses in the design.
# Install the block for the node&apos;s device type as /etc/udev/rules.d/70-railyard-net.rules.
</source>
        <translation># Railyard가 생성한 udev 규칙: 설계의 PCI 주소에 따른 고정 NIC 이름.
# 노드의 장비 유형에 해당하는 블록을 /etc/udev/rules.d/70-railyard-net.rules로 설치하십시오.
</translation>
    </message>
    <message>
        <source>%1 names PCI %2 &quot;%3&quot; but %4 names it &quot;%5&quot;; the rules for type %6 use &quot;%5&quot;.</source>
        <translation>%1은(는) PCI %2의 이름을 &quot;%3&quot;(으)로 지정하지만 %4은(는) &quot;%5&quot;(으)로 지정합니다. 유형 %6의 규칙에는 &quot;%5&quot;을(를) 사용합니다.</translation>
    </message>
    <message>
        <source>Type %1: the name %2 is given to PCI %3 and %4.</source>
        <translation>유형 %1: 이름 %2이(가) PCI %3과(와) %4에 모두 지정되어 있습니다.</translation>
    </message>
    <message>
        <source>udev rules: NVMe drives named by physical slot from PCI addresses, per node type</source>
        <translation>udev 규칙: 노드 유형별로 PCI 주소를 기준으로 물리 슬롯에 따라 정한 NVMe 드라이브 이름</translation>
    </message>
    <message>
        <source># udev rules generated by Railyard: NVMe drives by physical slot.
# Install the block for the node&apos;s device type as /etc/udev/rules.d/71-railyard-nvme.rules.
</source>
        <translation># Railyard가 생성한 udev 규칙: 물리 슬롯별 NVMe 드라이브 이름.
# 노드의 장비 유형에 해당하는 블록을 /etc/udev/rules.d/71-railyard-nvme.rules로 설치하십시오.
</translation>
    </message>
    <message>
        <source>no devices</source>
        <translation>장비 없음</translation>
    </message>
    <message>
        <source>Slurm topology.conf for the tree plugin: leaves with their nodes, then spines</source>
        <translation>tree 플러그인용 Slurm topology.conf: 리프와 해당 노드, 그다음 스파인</translation>
    </message>
    <message>
        <source># Slurm topology.conf (TopologyPlugin=topology/tree) generated by Railyard from the design &quot;%1&quot;
</source>
        <translation># Railyard가 설계 &quot;%1&quot;에서 생성한 Slurm topology.conf (TopologyPlugin=topology/tree)
</translation>
    </message>
    <message>
        <source>No GPU node is cabled to a switch on a compute plane.</source>
        <translation>컴퓨트 플레인의 스위치에 케이블로 연결된 GPU 노드가 없습니다.</translation>
    </message>
    <message>
        <source>Slurm topology.conf for the block plugin: one block per scale-up domain</source>
        <translation>block 플러그인용 Slurm topology.conf: 스케일업 도메인당 블록 하나</translation>
    </message>
    <message>
        <source># Slurm topology.conf (TopologyPlugin=topology/block) generated by Railyard from the design &quot;%1&quot;
</source>
        <translation># Railyard가 설계 &quot;%1&quot;에서 생성한 Slurm topology.conf (TopologyPlugin=topology/block)
</translation>
    </message>
    <message>
        <source>The design has no supernodes; each rack of GPU nodes is written as a block.</source>
        <translation>설계에 슈퍼노드가 없어 GPU 노드 랙마다 하나의 블록으로 작성합니다.</translation>
    </message>
    <message>
        <source># No supernodes in the design: one block per rack.
</source>
        <translation># 설계에 슈퍼노드 없음: 랙당 블록 하나.
</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU node(s) belong to no block: %1</source>
        <translation>
            <numerusform>어느 블록에도 속하지 않은 GPU 노드 %n개: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>IP plan: every address with its prefix and interface (CSV)</source>
        <translation>IP 계획: 모든 주소와 해당 프리픽스 및 인터페이스 (CSV)</translation>
    </message>
    <message>
        <source>/etc/hosts lines for every address with a DNS name</source>
        <translation>DNS 이름이 있는 모든 주소의 /etc/hosts 항목</translation>
    </message>
    <message>
        <source># /etc/hosts entries generated by Railyard from the design &quot;%1&quot;
</source>
        <translation># Railyard가 설계 &quot;%1&quot;에서 생성한 /etc/hosts 항목
</translation>
    </message>
    <message>
        <source>The name %1 is given to %2 and %3.</source>
        <translation>이름 %1이(가) %2과(와) %3에 모두 지정되어 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n IPv6 address(es) left out: this output is DHCPv4.</source>
        <translation>
            <numerusform>IPv6 주소 %n개를 제외했습니다. 이 출력은 DHCPv4용입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source># dnsmasq configuration generated by Railyard from the design &quot;%1&quot;
</source>
        <translation># Railyard가 설계 &quot;%1&quot;에서 생성한 dnsmasq 구성
</translation>
    </message>
    <message>
        <source>The DNS names share no domain; the zone is written for %1 with absolute names.</source>
        <translation>DNS 이름들에 공통 도메인이 없어 %1 영역을 절대 이름으로 작성합니다.</translation>
    </message>
    <message>
        <source>NetBox bulk import: %1 (CSV)</source>
        <translation>NetBox 일괄 가져오기: %1 (CSV)</translation>
    </message>
    <message>
        <source>data hall</source>
        <translation>전산실</translation>
    </message>
    <message>
        <source>row</source>
        <translation>열</translation>
    </message>
    <message>
        <source>Rack %1 is in no site; NetBox needs one.</source>
        <translation>랙 %1이(가) 어느 사이트에도 속하지 않습니다. NetBox에서는 사이트가 필요합니다.</translation>
    </message>
    <message>
        <source>Device %1 is in no site; NetBox needs one.</source>
        <translation>장비 %1이(가) 어느 사이트에도 속하지 않습니다. NetBox에서는 사이트가 필요합니다.</translation>
    </message>
    <message>
        <source>faulty</source>
        <translation>불량</translation>
    </message>
    <message>
        <source>The circuit through %1 %2 from %3 is %4.</source>
        <translation>%3에서 %1 %2을(를) 거치는 회선은 %4 상태입니다.</translation>
    </message>
    <message>
        <source>Cabling plan: one row per cable, in pull order (CSV)</source>
        <translation>케이블링 계획: 포설 순서대로 케이블당 한 행 (CSV)</translation>
    </message>
    <message>
        <source>Cabling plan, printable: a page per rack (PDF)</source>
        <translation>케이블링 계획, 인쇄용: 랙당 한 페이지 (PDF)</translation>
    </message>
    <message>
        <source>Cabling plan - %1</source>
        <translation>케이블링 계획 - %1</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>라벨</translation>
    </message>
    <message>
        <source>Bundle</source>
        <translation>번들</translation>
    </message>
    <message>
        <source>A rack/U</source>
        <translation>A 랙/U</translation>
    </message>
    <message>
        <source>A device</source>
        <translation>A 장비</translation>
    </message>
    <message>
        <source>A port</source>
        <translation>A 포트</translation>
    </message>
    <message>
        <source>B rack/U</source>
        <translation>B 랙/U</translation>
    </message>
    <message>
        <source>B device</source>
        <translation>B 장비</translation>
    </message>
    <message>
        <source>B port</source>
        <translation>B 포트</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>매체</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>부품 번호</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>색상</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>레일</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>플레인</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Not racked</source>
        <translation>랙 미설치</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>랙 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>케이블 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Patch plan: every front port of every patch panel (CSV)</source>
        <translation>패치 계획: 모든 패치 패널의 모든 전면 포트 (CSV)</translation>
    </message>
    <message>
        <source>Trunk map: cables between the rear ports of patch panels (CSV)</source>
        <translation>트렁크 맵: 패치 패널 후면 포트 간 케이블 (CSV)</translation>
    </message>
    <message>
        <source>Patch plan, printable: a page per panel and the trunk map (PDF)</source>
        <translation>패치 계획, 인쇄용: 패널당 한 페이지 및 트렁크 맵 (PDF)</translation>
    </message>
    <message>
        <source>Patch plan - %1</source>
        <translation>패치 계획 - %1</translation>
    </message>
    <message>
        <source>Front port</source>
        <translation>전면 포트</translation>
    </message>
    <message>
        <source>Rear port</source>
        <translation>후면 포트</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Front cable</source>
        <translation>전면 케이블</translation>
    </message>
    <message>
        <source>Front far end</source>
        <translation>전면 반대쪽 끝</translation>
    </message>
    <message>
        <source>Rear cable</source>
        <translation>후면 케이블</translation>
    </message>
    <message>
        <source>Rear far end</source>
        <translation>후면 반대쪽 끝</translation>
    </message>
    <message>
        <source>Circuit from</source>
        <translation>회선 시작</translation>
    </message>
    <message>
        <source>Circuit to</source>
        <translation>회선 끝</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>추적</translation>
    </message>
    <message>
        <source>Trunks between panels</source>
        <translation>패널 간 트렁크</translation>
    </message>
    <message>
        <source>label, A panel, positions, A rear port, B end, medium, length</source>
        <translation>라벨, A 패널, 위치, A 후면 포트, B 끝, 매체, 길이</translation>
    </message>
    <message>
        <source>Cable label texts, one row per cable end (CSV)</source>
        <translation>케이블 라벨 텍스트, 케이블 끝당 한 행 (CSV)</translation>
    </message>
    <message>
        <source>Cable label sheets, Avery L7160, with QR codes (PDF)</source>
        <translation>케이블 라벨 시트, Avery L7160, QR 코드 포함 (PDF)</translation>
    </message>
    <message>
        <source>Rack elevations, front and rear, every rack side by side (SVG)</source>
        <translation>랙 입면도, 전면 및 후면, 모든 랙을 나란히 배치 (SVG)</translation>
    </message>
    <message>
        <source>Rack elevations, front and rear, a page per rack (PDF)</source>
        <translation>랙 입면도, 전면 및 후면, 랙당 한 페이지 (PDF)</translation>
    </message>
    <message>
        <source>The whole design as a YAML design file</source>
        <translation>전체 설계를 YAML 설계 파일로</translation>
    </message>
    <message>
        <source>Cannot write the YAML output: %1</source>
        <translation>YAML 출력을 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>analysis cancelled</source>
        <translation>분석이 취소됨</translation>
    </message>
    <message>
        <source>%1 m exceeds the %2 m reach of %3</source>
        <translation>%1 m로 %3의 최대 도달 거리 %2 m를 초과합니다</translation>
    </message>
    <message>
        <source>twin-port cage holds %1 (%2) and %3 (%4): one cage takes one transceiver, both ports need one medium</source>
        <translation>트윈 포트 케이지에 %1 (%2)와 %3 (%4)이 함께 있습니다: 케이지 하나에는 트랜시버 하나만 들어가므로 두 포트의 매체가 같아야 합니다</translation>
    </message>
    <message>
        <source>duplicate cable label</source>
        <translation>중복된 케이블 라벨</translation>
    </message>
    <message>
        <source>cable joins a port to itself</source>
        <translation>케이블이 포트를 자기 자신에 연결합니다</translation>
    </message>
    <message>
        <source>cable end on a missing port %1</source>
        <translation>케이블 끝이 존재하지 않는 포트 %1에 있습니다</translation>
    </message>
    <message>
        <source>port %1 of %2 already holds a cable</source>
        <translation>%2의 포트 %1에 이미 케이블이 연결되어 있습니다</translation>
    </message>
    <message>
        <source>duplicate device name</source>
        <translation>중복된 장비 이름</translation>
    </message>
    <message>
        <source>missing device type</source>
        <translation>장비 유형 누락</translation>
    </message>
    <message>
        <source>missing rack</source>
        <translation>랙 누락</translation>
    </message>
    <message>
        <source>U %1-%2 lies outside rack %3 (%4 U)</source>
        <translation>U %1-%2이(가) 랙 %3(%4 U)의 범위를 벗어납니다</translation>
    </message>
    <message>
        <source>overlaps %1 in rack %2</source>
        <translation>랙 %2에서 %1과(와) 겹칩니다</translation>
    </message>
    <message>
        <source>%1 kW exceeds the rack budget of %2 kW</source>
        <translation>%1 kW로 랙 전력 예산 %2 kW를 초과합니다</translation>
    </message>
    <message>
        <source>expected a map of keys</source>
        <translation>키 맵이어야 합니다</translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation>단일 값이어야 합니다</translation>
    </message>
    <message>
        <source>expected a whole number, got &quot;%1&quot;</source>
        <translation>정수여야 합니다(실제 값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>%1 is out of range %2..%3</source>
        <translation>%1이(가) 범위 %2..%3을(를) 벗어납니다</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>숫자여야 합니다</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>숫자여야 합니다(실제 값: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>expected true or false, got &quot;%1&quot;</source>
        <translation>true 또는 false가 필요하지만 &quot;%1&quot;이(가) 지정되었습니다</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: %2</source>
        <translation>알 수 없는 값 &quot;%1&quot;입니다. 다음 중 하나여야 합니다: %2</translation>
    </message>
    <message>
        <source>expected a ratio such as &quot;2:1&quot;</source>
        <translation>&quot;2:1&quot;과 같은 비율이 필요합니다</translation>
    </message>
    <message>
        <source>expected a ratio such as &quot;2:1&quot;, got &quot;%1&quot;</source>
        <translation>&quot;2:1&quot;과 같은 비율이 필요하지만 &quot;%1&quot;이(가) 지정되었습니다</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>목록이 필요합니다</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>알 수 없는 키</translation>
    </message>
    <message>
        <source>a scale-out topology cannot itself be a supernode topology</source>
        <translation>스케일아웃 토폴로지는 그 자체로 슈퍼노드 토폴로지가 될 수 없습니다</translation>
    </message>
    <message>
        <source>expected auto, 1, 2 or 3, got &quot;%1&quot;</source>
        <translation>auto, 1, 2 또는 3이 필요하지만 &quot;%1&quot;이(가) 지정되었습니다</translation>
    </message>
    <message>
        <source>leaves no rack slot for compute racks (%1 slots per row)</source>
        <translation>컴퓨트 랙에 쓸 랙 슬롯이 남지 않습니다(열당 슬롯 %1개)</translation>
    </message>
    <message>
        <source>lengths must be strictly ascending</source>
        <translation>길이는 엄격한 오름차순이어야 합니다</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of: mmf, aoc</source>
        <translation>알 수 없는 값 &quot;%1&quot;입니다. 다음 중 하나여야 합니다: mmf, aoc</translation>
    </message>
    <message>
        <source>media rules must be in ascending max-speed-gbps</source>
        <translation>미디어 규칙은 max-speed-gbps 오름차순이어야 합니다</translation>
    </message>
    <message>
        <source>at least one node group is needed</source>
        <translation>노드 그룹이 하나 이상 필요합니다</translation>
    </message>
    <message>
        <source>at least one compute plane is needed</source>
        <translation>컴퓨트 플레인이 하나 이상 필요합니다</translation>
    </message>
    <message>
        <source>unbalanced &apos;}&apos; in name template &quot;%1&quot;</source>
        <translation>이름 템플릿 &quot;%1&quot;에 짝이 맞지 않는 &apos;}&apos;가 있습니다</translation>
    </message>
    <message>
        <source>unbalanced &apos;{&apos; in name template &quot;%1&quot;</source>
        <translation>이름 템플릿 &quot;%1&quot;에 짝이 맞지 않는 &apos;{&apos;가 있습니다</translation>
    </message>
    <message>
        <source>bad width in &quot;{%1}&quot; of name template &quot;%2&quot;</source>
        <translation>이름 템플릿 &quot;%2&quot;의 &quot;{%1}&quot;에 잘못된 너비가 있습니다</translation>
    </message>
    <message>
        <source>a width applies to numbers only: &quot;{%1}&quot;</source>
        <translation>너비는 숫자에만 적용됩니다: &quot;{%1}&quot;</translation>
    </message>
    <message>
        <source>unknown placeholder &quot;{%1}&quot; in name template &quot;%2&quot;; known: %3</source>
        <translation>이름 템플릿 &quot;%2&quot;에 알 수 없는 자리 표시자 &quot;{%1}&quot;가 있습니다. 사용 가능한 항목: %3</translation>
    </message>
    <message>
        <source>a device type slug is required</source>
        <translation>장비 유형 슬러그가 필요합니다</translation>
    </message>
    <message>
        <source>unknown device type slug &quot;%1&quot;</source>
        <translation>알 수 없는 장비 유형 슬러그 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has %2 data ports at %3 Gb/s, but radix %4 needs %4</source>
        <translation>장비 유형 &quot;%1&quot;에는 %3 Gb/s 데이터 포트가 %2개 있지만, 래딕스 %4에는 %4개가 필요합니다</translation>
    </message>
    <message>
        <source>switch %1 has no free port left (internal sizing error)</source>
        <translation>스위치 %1에 남은 빈 포트가 없습니다(내부 크기 산정 오류)</translation>
    </message>
    <message>
        <source>duplicate group name &quot;%1&quot;</source>
        <translation>중복된 그룹 이름 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown compute plane &quot;%1&quot;</source>
        <translation>알 수 없는 컴퓨트 플레인 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>duplicate compute plane name &quot;%1&quot;</source>
        <translation>중복된 컴퓨트 플레인 이름 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no compute NICs: set nics-per-node or the GPU count of &quot;%1&quot;</source>
        <translation>컴퓨트 NIC가 없습니다: nics-per-node 또는 &quot;%1&quot;의 GPU 수를 설정하십시오</translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has %2 ports at %3 Gb/s for %4 compute NICs</source>
        <translation>장비 유형 &quot;%1&quot;에는 %3 Gb/s 포트가 %2개 있으나 컴퓨트 NIC는 %4개입니다</translation>
    </message>
    <message>
        <source>%1 compute trays do not fill whole NVL72 racks of %2 trays</source>
        <translation>컴퓨트 트레이 %1개로는 NVL72 랙(트레이 %2개)을 빈틈없이 채울 수 없습니다</translation>
    </message>
    <message>
        <source>a unit of %1 racks has no room for compute racks</source>
        <translation>랙 %1개로 된 유닛에는 컴퓨트 랙을 둘 공간이 없습니다</translation>
    </message>
    <message>
        <source>%1 UB switches do not split into %2 sub-planes</source>
        <translation>UB 스위치 %1개를 서브플레인 %2개로 균등하게 나눌 수 없습니다</translation>
    </message>
    <message>
        <source>%1 chips per unit is not a whole number of %2-chip nodes</source>
        <translation>유닛당 칩 %1개는 %2칩 노드의 정수 배가 아닙니다</translation>
    </message>
    <message>
        <source>%1 nodes do not fill whole units of %2 nodes (%3 chips)</source>
        <translation>노드 %1개로는 노드 %2개(칩 %3개) 단위의 유닛을 빈틈없이 채울 수 없습니다</translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has no free UB ports at %2 Gb/s</source>
        <translation>장비 유형 &quot;%1&quot;에 남은 %2 Gb/s UB 포트가 없습니다</translation>
    </message>
    <message>
        <source>a UB switch would need %1 ports; &quot;%2&quot; has %3</source>
        <translation>UB 스위치에는 포트 %1개가 필요하지만 &quot;%2&quot;에는 %3개뿐입니다</translation>
    </message>
    <message>
        <source>%1 reserved ports leave nothing of radix %2</source>
        <translation>예약 포트 %1개를 빼면 래딕스 %2에서 남는 포트가 없습니다</translation>
    </message>
    <message>
        <source>a rail-only fabric has 1 or 2 tiers</source>
        <translation>레일 전용 패브릭은 1계층 또는 2계층입니다</translation>
    </message>
    <message>
        <source>only a rail-only fabric can have 1 tier</source>
        <translation>1계층은 레일 전용 패브릭에서만 가능합니다</translation>
    </message>
    <message>
        <source>a leaf with %1 down ports cannot take a node with %2 NICs</source>
        <translation>다운 포트가 %1개인 리프에는 NIC가 %2개인 노드를 연결할 수 없습니다</translation>
    </message>
    <message>
        <source>radix %1 of &quot;%2&quot; is too small for %3 down + %4 up + %5 reserved ports per leaf</source>
        <translation>&quot;%2&quot;의 래딕스 %1은(는) 리프당 다운 %3 + 업 %4 + 예약 %5 포트를 수용하기에 너무 작습니다</translation>
    </message>
    <message>
        <source>%1 reserved node slots fill a whole SU of %2</source>
        <translation>예약 노드 슬롯 %1개가 크기 %2의 SU 전체를 채웁니다</translation>
    </message>
    <message>
        <source>a 2-tier per-rail Clos joins at most %1 leaves per rail, not %2; use a larger radix or 3 tiers (rail-optimized only)</source>
        <translation>2계층 레일별 Clos는 레일당 리프를 %2개가 아닌 최대 %1개까지 연결합니다. 더 큰 래딕스 또는 3계층을 사용하십시오(레일 최적화 방식만 해당)</translation>
    </message>
    <message>
        <source>2 tiers cannot join %1 leaves with radix-%2 spines (at most %2 leaves); use 3 tiers or &quot;auto&quot;</source>
        <translation>래딕스 %2 스파인으로는 2계층에서 리프 %1개를 연결할 수 없습니다(최대 리프 %2개). 3계층 또는 &quot;auto&quot;를 사용하십시오</translation>
    </message>
    <message>
        <source>managers and manager-links go together</source>
        <translation>managers와 manager-links는 함께 지정해야 합니다</translation>
    </message>
    <message>
        <source>%1 manager links need %2 reserved node slots of %3 ports</source>
        <translation>매니저 링크 %1개에는 포트 %3개짜리 예약 노드 슬롯 %2개가 필요합니다</translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has %2 ports at %3 Gb/s for %4 manager links</source>
        <translation>장비 유형 &quot;%1&quot;에는 %3 Gb/s 포트가 %2개 있으나 매니저 링크는 %4개입니다</translation>
    </message>
    <message>
        <source>radix %1 is too small for spine ratio %2</source>
        <translation>래딕스 %1은(는) 스파인 비율 %2에 비해 너무 작습니다</translation>
    </message>
    <message>
        <source>%1 nodes need %2 pods, more than the core radix %3 can join: this needs more than 3 tiers or a larger radix</source>
        <translation>노드 %1개에는 포드 %2개가 필요하며, 이는 코어 래딕스 %3(으)로 연결할 수 있는 수보다 많습니다: 3계층을 초과하는 구성 또는 더 큰 래딕스가 필요합니다</translation>
    </message>
    <message>
        <source>duplicate plane name &quot;%1&quot;</source>
        <translation>중복된 플레인 이름 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has %2 free %3 ports for %4 per node</source>
        <translation>장비 유형 &quot;%1&quot;에는 빈 %3 포트가 %2개 있으나 노드당 %4개가 필요합니다</translation>
    </message>
    <message>
        <source>device type &quot;%1&quot; has no ports at %2 Gb/s</source>
        <translation>장비 유형 &quot;%1&quot;에 %2 Gb/s 포트가 없습니다</translation>
    </message>
    <message>
        <source>%1 leaves exceed the %2 ports of one spine; this plane supports 2 tiers</source>
        <translation>리프 %1개는 스파인 하나의 포트 %2개를 초과합니다. 이 플레인은 2계층을 지원합니다</translation>
    </message>
    <message>
        <source>%1 needs %2 U, the rack has %3 U usable</source>
        <translation>%1에는 %2 U가 필요하지만 랙에서 사용 가능한 공간은 %3 U입니다</translation>
    </message>
    <message>
        <source>%1 draws %2 kW, over the %3 kW rack budget</source>
        <translation>%1의 소비 전력은 %2 kW로, 랙 예산 %3 kW를 초과합니다</translation>
    </message>
    <message>
        <source>NVL72 rack %1</source>
        <translation>NVL72 랙 %1</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>유닛 %1</translation>
    </message>
    <message>
        <source>a node of type &quot;%1&quot; (%2 U, %3 kW) does not fit a %4 U rack with %5</source>
        <translation>유형 &quot;%1&quot;의 노드(%2 U, %3 kW)는 %4 U 랙(%5)에 들어가지 않습니다</translation>
    </message>
    <message>
        <source>a %1 kW budget</source>
        <translation>전력 예산 %1 kW</translation>
    </message>
    <message>
        <source>no power budget</source>
        <translation>전력 예산 없음</translation>
    </message>
    <message>
        <source>a device of type &quot;%1&quot; (%2 U, %3 kW) does not fit any rack</source>
        <translation>유형 &quot;%1&quot;의 장비(%2 U, %3 kW)가 들어갈 수 있는 랙이 없습니다</translation>
    </message>
    <message>
        <source>two devices would be named &quot;%1&quot;; make the name templates or prefixes distinct</source>
        <translation>두 장비의 이름이 모두 &quot;%1&quot;이(가) 됩니다. 이름 템플릿이나 접두사를 서로 다르게 지정하십시오</translation>
    </message>
    <message>
        <source>no rack slot left for compute racks</source>
        <translation>컴퓨트 랙에 쓸 랙 슬롯이 남아 있지 않습니다</translation>
    </message>
    <message>
        <source>Not valid YAML: %1</source>
        <translation>올바른 YAML이 아닙니다: %1</translation>
    </message>
    <message>
        <source>A design file must be a YAML mapping with a `railyard:` key.</source>
        <translation>설계 파일은 `railyard:` 키가 있는 YAML 매핑이어야 합니다.</translation>
    </message>
    <message>
        <source>The `railyard:` format version key is missing; is this a Railyard design file?</source>
        <translation>`railyard:` 형식 버전 키가 없습니다. Railyard 설계 파일이 맞습니까?</translation>
    </message>
    <message>
        <source>Format version %1 is not supported (this Railyard reads 1 to %2).</source>
        <translation>형식 버전 %1은(는) 지원되지 않습니다(이 Railyard는 버전 1~%2를 읽을 수 있습니다).</translation>
    </message>
    <message>
        <source>Expected a list.</source>
        <translation>목록이 필요합니다.</translation>
    </message>
    <message>
        <source>Expected a mapping.</source>
        <translation>매핑이 필요합니다.</translation>
    </message>
    <message>
        <source>Unknown key ignored.</source>
        <translation>알 수 없는 키를 무시했습니다.</translation>
    </message>
    <message>
        <source>This key is required.</source>
        <translation>이 키는 필수입니다.</translation>
    </message>
    <message>
        <source>Expected a number, found &quot;%1&quot;.</source>
        <translation>숫자가 필요하지만 &quot;%1&quot;이(가) 있습니다.</translation>
    </message>
    <message>
        <source>Expected a whole number, found &quot;%1&quot;.</source>
        <translation>정수가 필요하지만 &quot;%1&quot;이(가) 있습니다.</translation>
    </message>
    <message>
        <source>Expected true or false, found &quot;%1&quot;.</source>
        <translation>true 또는 false가 필요하지만 &quot;%1&quot;이(가) 있습니다.</translation>
    </message>
    <message>
        <source>Unknown value &quot;%1&quot;; expected one of: %2.</source>
        <translation>알 수 없는 값 &quot;%1&quot;입니다. 다음 중 하나여야 합니다: %2.</translation>
    </message>
    <message>
        <source>No %1 named &quot;%2&quot; in this design.</source>
        <translation>이 설계에 이름이 &quot;%2&quot;인 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>Port &quot;%1&quot; is defined twice.</source>
        <translation>포트 &quot;%1&quot;이(가) 두 번 정의되었습니다.</translation>
    </message>
    <message>
        <source>A rail needs a non-negative index.</source>
        <translation>레일에는 0 이상의 인덱스가 필요합니다.</translation>
    </message>
    <message>
        <source>device type</source>
        <translation>장비 유형</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>랙</translation>
    </message>
    <message>
        <source>supernode</source>
        <translation>슈퍼노드</translation>
    </message>
    <message>
        <source>No port named &quot;%1&quot; on this device.</source>
        <translation>이 장비에 이름이 &quot;%1&quot;인 포트가 없습니다.</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>플레인</translation>
    </message>
    <message>
        <source>Expected [device, port].</source>
        <translation>[장비, 포트] 형식이 필요합니다.</translation>
    </message>
    <message>
        <source>No device named &quot;%1&quot; in this design.</source>
        <translation>이 설계에 이름이 &quot;%1&quot;인 장비가 없습니다.</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; has no port &quot;%2&quot;.</source>
        <translation>장비 &quot;%1&quot;에 포트 &quot;%2&quot;이(가) 없습니다.</translation>
    </message>
    <message>
        <source>The length cannot be negative.</source>
        <translation>길이는 음수일 수 없습니다.</translation>
    </message>
    <message>
        <source>No prefix %1 in VRF &quot;%2&quot;.</source>
        <translation>VRF &quot;%2&quot;에 프리픽스 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>device</source>
        <translation>장비</translation>
    </message>
    <message>
        <source>Device &quot;%1&quot; has no interface &quot;%2&quot;.</source>
        <translation>장비 &quot;%1&quot;에 인터페이스 &quot;%2&quot;이(가) 없습니다.</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>This is a binary file, not a YAML design file.</source>
        <translation>YAML 설계 파일이 아니라 바이너리 파일입니다.</translation>
    </message>
    <message>
        <source>Expected a text value.</source>
        <translation>텍스트 값이 필요합니다.</translation>
    </message>
    <message>
        <source>Expected a whole number of 0 or more, found &quot;%1&quot;.</source>
        <translation>0 이상의 정수가 필요하지만 &quot;%1&quot;이(가) 있습니다.</translation>
    </message>
    <message>
        <source>Expected a list of text values.</source>
        <translation>텍스트 값 목록이 필요합니다.</translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; (%2)</source>
        <translation>규칙 &quot;%1&quot; (%2)</translation>
    </message>
    <message>
        <source>Expected a mapping with a &quot;rules&quot; list.</source>
        <translation>&quot;rules&quot; 목록이 있는 매핑이 필요합니다.</translation>
    </message>
    <message>
        <source>Expected a list of rules.</source>
        <translation>규칙 목록이 필요합니다.</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot;.</source>
        <translation>알 수 없는 키 &quot;%1&quot;입니다.</translation>
    </message>
    <message>
        <source>Expected a mapping (one rule).</source>
        <translation>매핑(규칙 하나)이 필요합니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a network in CIDR notation with the host bits zero (e.g. 10.0.0.0/24).</source>
        <translation>&quot;%1&quot;은(는) 호스트 비트가 0인 CIDR 표기 네트워크가 아닙니다(예: 10.0.0.0/24).</translation>
    </message>
    <message>
        <source>Expected prefix, rail or link, found &quot;%1&quot;.</source>
        <translation>prefix, rail 또는 link가 필요하지만 &quot;%1&quot;이(가) 있습니다.</translation>
    </message>
    <message>
        <source>Unknown token {%1}; known: %2.</source>
        <translation>알 수 없는 토큰 {%1}입니다. 사용 가능한 토큰: %2.</translation>
    </message>
    <message>
        <source>Every rule needs a name.</source>
        <translation>모든 규칙에는 이름이 필요합니다.</translation>
    </message>
    <message>
        <source>The rule name &quot;%1&quot; is used twice.</source>
        <translation>규칙 이름 &quot;%1&quot;이(가) 두 번 사용되었습니다.</translation>
    </message>
    <message>
        <source>Every rule needs a prefix.</source>
        <translation>모든 규칙에는 프리픽스가 필요합니다.</translation>
    </message>
    <message>
        <source>Give a plane or a ports list, so the rule does not match every interface.</source>
        <translation>규칙이 모든 인터페이스에 일치하지 않도록 플레인 또는 포트 목록을 지정하십시오.</translation>
    </message>
    <message>
        <source>A per-rail rule needs subnet_length.</source>
        <translation>레일별 규칙에는 subnet_length가 필요합니다.</translation>
    </message>
    <message>
        <source>subnet_length %1 does not fit in %2.</source>
        <translation>subnet_length %1은(는) %2 안에 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>Allocate IP addresses</source>
        <translation>IP 주소 할당</translation>
    </message>
    <message>
        <source>%1: the plane &quot;%2&quot; is not in the design.</source>
        <translation>%1: 플레인 &quot;%2&quot;이(가) 설계에 없습니다.</translation>
    </message>
    <message>
        <source>%1: prefix %2 overlaps %3 of %4 in VRF &quot;%5&quot;.</source>
        <translation>%1: 프리픽스 %2이(가) VRF &quot;%5&quot;에서 %4의 %3과(와) 겹칩니다.</translation>
    </message>
    <message>
        <source>%1: prefix %2 overlaps the design&apos;s prefix %3 (%4) in VRF &quot;%5&quot;.</source>
        <translation>%1: 프리픽스 %2이(가) VRF &quot;%5&quot;에서 설계의 프리픽스 %3 (%4)과(와) 겹칩니다.</translation>
    </message>
    <message>
        <source>no purpose</source>
        <translation>용도 없음</translation>
    </message>
    <message>
        <source>%1: prefix %2 is exhausted: it holds %3 /%4 links, %5 cables need one (the first left without: %6 %7 - %8 %9).</source>
        <translation>%1: 프리픽스 %2이(가) 소진되었습니다: /%4 링크를 %3개 수용할 수 있지만 케이블 %5개에 각각 하나씩 필요합니다(할당받지 못한 첫 케이블: %6 %7 - %8 %9).</translation>
    </message>
    <message>
        <source>rail subnets of rule %1</source>
        <translation>규칙 %1의 레일 서브넷</translation>
    </message>
    <message>
        <source>%1: rail %2 has no subnet: %3 holds %4 subnets of /%5.</source>
        <translation>%1: 레일 %2에 서브넷이 없습니다: %3에는 /%5 서브넷이 %4개만 들어갑니다.</translation>
    </message>
    <message>
        <source>rail %1</source>
        <translation>레일 %1</translation>
    </message>
    <message>
        <source>%1: prefix %2 is exhausted: %3 addresses from offset %4 (some already used), %5 interfaces need one (the first left without: %6 %7).</source>
        <translation>%1: 프리픽스 %2이(가) 소진되었습니다: 오프셋 %4부터 주소 %3개(일부는 이미 사용 중)가 있지만 인터페이스 %5개에 각각 하나씩 필요합니다(할당받지 못한 첫 인터페이스: %6 %7).</translation>
    </message>
    <message>
        <source>Prefix %1 overlaps %2 in VRF &quot;%3&quot;; mark the outer one with purpose &quot;container&quot; if that is meant.</source>
        <translation>프리픽스 %1이(가) VRF &quot;%3&quot;에서 %2과(와) 겹칩니다. 의도한 것이라면 바깥쪽 프리픽스의 용도를 &quot;container&quot;로 지정하십시오.</translation>
    </message>
    <message>
        <source>Prefix %1 is %2% full (%3 of %4 addresses).</source>
        <translation>프리픽스 %1의 사용률이 %2%입니다(주소 %4개 중 %3개).</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>사이트</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>전산실</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>열</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>랙</translation>
    </message>
    <message>
        <source>Device types</source>
        <translation>장비 유형</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>장비</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>포트</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>케이블</translation>
    </message>
    <message>
        <source>Planes</source>
        <translation>플레인</translation>
    </message>
    <message>
        <source>Rails</source>
        <translation>레일</translation>
    </message>
    <message>
        <source>Supernodes</source>
        <translation>슈퍼노드</translation>
    </message>
    <message>
        <source>Prefixes</source>
        <translation>프리픽스</translation>
    </message>
    <message>
        <source>IP addresses</source>
        <translation>IP 주소</translation>
    </message>
    <message>
        <source>Max power (kW)</source>
        <translation>최대 전력(kW)</translation>
    </message>
    <message>
        <source>Another site has the same name.</source>
        <translation>같은 이름의 다른 사이트가 있습니다.</translation>
    </message>
    <message>
        <source>Another room of the same site has the same name.</source>
        <translation>같은 사이트에 이름이 같은 다른 전산실이 있습니다.</translation>
    </message>
    <message>
        <source>Another row of the same room has the same name.</source>
        <translation>같은 전산실에 이름이 같은 다른 열이 있습니다.</translation>
    </message>
    <message>
        <source>Another rack has the same name.</source>
        <translation>같은 이름의 다른 랙이 있습니다.</translation>
    </message>
    <message>
        <source>Another device type has the same slug.</source>
        <translation>같은 슬러그의 다른 장비 유형이 있습니다.</translation>
    </message>
    <message>
        <source>Another device has the same name.</source>
        <translation>같은 이름의 다른 장비가 있습니다.</translation>
    </message>
    <message>
        <source>Another plane has the same name.</source>
        <translation>같은 이름의 다른 플레인이 있습니다.</translation>
    </message>
    <message>
        <source>Another supernode has the same name.</source>
        <translation>같은 이름의 다른 슈퍼노드가 있습니다.</translation>
    </message>
    <message>
        <source>Another rail of the same plane has the same index.</source>
        <translation>같은 플레인에 인덱스가 같은 다른 레일이 있습니다.</translation>
    </message>
    <message>
        <source>The prefix is defined twice in the same VRF.</source>
        <translation>같은 VRF에 프리픽스가 두 번 정의되어 있습니다.</translation>
    </message>
    <message>
        <source>Another cable has the same label.</source>
        <translation>같은 라벨의 다른 케이블이 있습니다.</translation>
    </message>
    <message>
        <source>Another port of the same device has the same name.</source>
        <translation>같은 장비에 이름이 같은 다른 포트가 있습니다.</translation>
    </message>
    <message>
        <source>A site has no name.</source>
        <translation>이름이 없는 사이트가 있습니다.</translation>
    </message>
    <message>
        <source>A rack has no name.</source>
        <translation>이름이 없는 랙이 있습니다.</translation>
    </message>
    <message>
        <source>A device has no name.</source>
        <translation>이름이 없는 장비가 있습니다.</translation>
    </message>
    <message>
        <source>A room has no name.</source>
        <translation>이름이 없는 전산실이 있습니다.</translation>
    </message>
    <message>
        <source>A row has no name.</source>
        <translation>이름이 없는 열이 있습니다.</translation>
    </message>
    <message>
        <source>A device type has no slug.</source>
        <translation>슬러그가 없는 장비 유형이 있습니다.</translation>
    </message>
    <message>
        <source>The device type has no manufacturer.</source>
        <translation>장비 유형에 제조사가 없습니다.</translation>
    </message>
    <message>
        <source>The device type has no model.</source>
        <translation>장비 유형에 모델이 없습니다.</translation>
    </message>
    <message>
        <source>The device has no role.</source>
        <translation>장비에 역할이 없습니다.</translation>
    </message>
    <message>
        <source>A port has no name.</source>
        <translation>이름이 없는 포트가 있습니다.</translation>
    </message>
    <message>
        <source>A plane has no name.</source>
        <translation>이름이 없는 플레인이 있습니다.</translation>
    </message>
    <message>
        <source>A supernode has no name.</source>
        <translation>이름이 없는 슈퍼노드가 있습니다.</translation>
    </message>
    <message>
        <source>The room&apos;s site does not exist.</source>
        <translation>전산실이 속한 사이트가 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The row&apos;s room does not exist.</source>
        <translation>열이 속한 전산실이 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The rack&apos;s row does not exist.</source>
        <translation>랙이 속한 열이 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The rack height must be between 1 and 100 U, not %1.</source>
        <translation>랙 높이는 1~100 U 사이여야 합니다(현재 값: %1).</translation>
    </message>
    <message>
        <source>The height must be a non-negative multiple of 0.5 U, not %1.</source>
        <translation>높이는 0 이상인 0.5 U의 배수여야 합니다(현재 값: %1).</translation>
    </message>
    <message>
        <source>The device type does not exist.</source>
        <translation>장비 유형이 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The rack does not exist.</source>
        <translation>랙이 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The supernode does not exist.</source>
        <translation>슈퍼노드가 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The port&apos;s device does not exist.</source>
        <translation>포트가 속한 장비가 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The plane does not exist.</source>
        <translation>플레인이 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>A front port must map to a rear port of the same device.</source>
        <translation>전면 포트는 같은 장비의 후면 포트에 매핑되어야 합니다.</translation>
    </message>
    <message>
        <source>Rear position %1 is outside 1..%2 of port %3.</source>
        <translation>후면 위치 %1이(가) 포트 %3의 범위 1..%2를 벗어납니다.</translation>
    </message>
    <message>
        <source>The rail&apos;s plane does not exist.</source>
        <translation>레일이 속한 플레인이 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The U position must be a multiple of 0.5, not %1.</source>
        <translation>U 위치는 0.5의 배수여야 합니다(현재 값: %1).</translation>
    </message>
    <message>
        <source>The device has a U position but no rack.</source>
        <translation>장비에 U 위치는 있지만 랙이 없습니다.</translation>
    </message>
    <message>
        <source>The cable end&apos;s port does not exist.</source>
        <translation>케이블 끝단의 포트가 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>Port %1 already carries cable %2; a port carries at most one cable end.</source>
        <translation>포트 %1에는 이미 케이블 %2이(가) 연결되어 있습니다. 포트 하나에는 케이블 끝단을 하나만 연결할 수 있습니다.</translation>
    </message>
    <message>
        <source>Both ends of the cable are the same port.</source>
        <translation>케이블의 양 끝단이 같은 포트입니다.</translation>
    </message>
    <message>
        <source>Not a network in CIDR notation (e.g. 10.0.0.0/24).</source>
        <translation>CIDR 표기 네트워크가 아닙니다(예: 10.0.0.0/24).</translation>
    </message>
    <message>
        <source>Host bits are set; the network is %1/%2.</source>
        <translation>호스트 비트가 설정되어 있습니다. 네트워크 주소는 %1/%2입니다.</translation>
    </message>
    <message>
        <source>Not an IP address.</source>
        <translation>IP 주소가 아닙니다.</translation>
    </message>
    <message>
        <source>The address is assigned twice in the global VRF.</source>
        <translation>전역 VRF에서 주소가 두 번 할당되었습니다.</translation>
    </message>
    <message>
        <source>The address is assigned twice in VRF %1.</source>
        <translation>VRF %1에서 주소가 두 번 할당되었습니다.</translation>
    </message>
    <message>
        <source>The prefix does not exist.</source>
        <translation>프리픽스가 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The address lies outside its prefix %1.</source>
        <translation>주소가 해당 프리픽스 %1의 범위를 벗어납니다.</translation>
    </message>
    <message>
        <source>The address is in VRF &quot;%1&quot; but its prefix %2 is in VRF &quot;%3&quot;.</source>
        <translation>주소는 VRF &quot;%1&quot;에 있지만 해당 프리픽스 %2은(는) VRF &quot;%3&quot;에 있습니다.</translation>
    </message>
    <message>
        <source>The interface does not exist.</source>
        <translation>인터페이스가 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>Maximum draw %1 kW exceeds the rack&apos;s budget of %2 kW.</source>
        <translation>최대 소비 전력 %1 kW가 랙 전력 예산 %2 kW를 초과합니다.</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>완전</translation>
    </message>
    <message>
        <source>unconnected</source>
        <translation>미연결</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>끊어짐</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>루프</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>모호함</translation>
    </message>
    <message>
        <source>Unknown label token {%1}; known: %2.</source>
        <translation>알 수 없는 라벨 토큰 {%1}입니다. 사용 가능한 토큰: %2.</translation>
    </message>
    <message>
        <source>The label template is empty.</source>
        <translation>라벨 템플릿이 비어 있습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (cable %2 end %3 and cable %4 end %5)</source>
        <translation>&quot;%1&quot; (케이블 %2의 끝단 %3 및 케이블 %4의 끝단 %5)</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) would not be unique; nothing was printed. Add {cable} and {end} to the template, or give the cables unique labels: %1</source>
        <translation>
            <numerusform>라벨 %n개가 고유하지 않게 되므로 아무것도 인쇄하지 않았습니다. 템플릿에 {cable}과 {end}를 추가하거나 케이블에 고유한 라벨을 지정하십시오: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The member is missing.</source>
        <translation>멤버가 없습니다.</translation>
    </message>
    <message>
        <source>The member must be a string.</source>
        <translation>멤버는 문자열이어야 합니다.</translation>
    </message>
    <message>
        <source>The member must be a finite number.</source>
        <translation>멤버는 유한한 숫자여야 합니다.</translation>
    </message>
    <message>
        <source>The member must be an integer.</source>
        <translation>멤버는 정수여야 합니다.</translation>
    </message>
    <message>
        <source>The member must be an object.</source>
        <translation>멤버는 객체여야 합니다.</translation>
    </message>
    <message>
        <source>Times and bandwidths cannot be negative.</source>
        <translation>시간과 대역폭은 음수일 수 없습니다.</translation>
    </message>
    <message>
        <source>The schema version must be 1 or higher.</source>
        <translation>스키마 버전은 1 이상이어야 합니다.</translation>
    </message>
    <message>
        <source>Schema version %1 is newer than this Railyard reads (%2); update Railyard.</source>
        <translation>스키마 버전 %1은(는) 이 Railyard가 읽을 수 있는 버전(%2)보다 최신입니다. Railyard를 업데이트하십시오.</translation>
    </message>
    <message>
        <source>Unknown event &quot;%1&quot;.</source>
        <translation>알 수 없는 이벤트 &quot;%1&quot;입니다.</translation>
    </message>
    <message>
        <source>rank must be in 0 .. nranks-1.</source>
        <translation>rank는 0 .. nranks-1 범위여야 합니다.</translation>
    </message>
    <message>
        <source>The size cannot be negative.</source>
        <translation>크기는 음수일 수 없습니다.</translation>
    </message>
    <message>
        <source>Bytes, times and rates cannot be negative.</source>
        <translation>바이트, 시간, 속도는 음수일 수 없습니다.</translation>
    </message>
    <message>
        <source>A row needs mode &quot;nccl&quot; or &quot;tcp&quot;.</source>
        <translation>행에는 mode &quot;nccl&quot; 또는 &quot;tcp&quot;가 필요합니다.</translation>
    </message>
    <message>
        <source>The member must be an array.</source>
        <translation>멤버는 배열이어야 합니다.</translation>
    </message>
    <message>
        <source>Line %1 is not a JSON object (%2); ignored.</source>
        <translation>%1번째 줄은 JSON 객체가 아니므로 무시했습니다(%2).</translation>
    </message>
    <message>
        <source>Line %1 does not follow the probe schema: %2: %3; ignored.</source>
        <translation>%1번째 줄은 프로브 스키마를 따르지 않으므로 무시했습니다: %2: %3.</translation>
    </message>
    <message>
        <source>Line %1 is longer than %2 bytes; dropped.</source>
        <translation>%1번째 줄은 %2바이트를 초과하므로 버렸습니다.</translation>
    </message>
    <message>
        <source>Nothing to run for this step.</source>
        <translation>이 단계에서 실행할 항목이 없습니다.</translation>
    </message>
    <message>
        <source>%1 (rank %2): %3</source>
        <translation>%1 (랭크 %2): %3</translation>
    </message>
    <message>
        <source>The TCP probe reported no transfer.</source>
        <translation>TCP 프로브가 전송을 보고하지 않았습니다.</translation>
    </message>
    <message>
        <source>The NCCL run reported errors or wrong results.</source>
        <translation>NCCL 실행에서 오류 또는 잘못된 결과가 보고되었습니다.</translation>
    </message>
    <message>
        <source>No program to run on the nodes.</source>
        <translation>노드에서 실행할 프로그램이 없습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid environment variable name.</source>
        <translation>&quot;%1&quot;은(는) 유효한 환경 변수 이름이 아닙니다.</translation>
    </message>
    <message>
        <source>No nodes to run on.</source>
        <translation>실행할 노드가 없습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name that can be passed to a launcher; nothing was started for it.</source>
        <translation>&quot;%1&quot;은(는) 런처에 전달할 수 있는 호스트 이름이 아니므로 이 호스트에서는 아무것도 시작하지 않았습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid ssh user name.</source>
        <translation>&quot;%1&quot;은(는) 유효한 ssh 사용자 이름이 아닙니다.</translation>
    </message>
    <message>
        <source>ssh option &quot;%1&quot; is not of the form Key=Value.</source>
        <translation>ssh 옵션 &quot;%1&quot;이(가) Key=Value 형식이 아닙니다.</translation>
    </message>
    <message numerus="yes">
        <source>srun, %n node(s)</source>
        <translation>
            <numerusform>srun, 노드 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid partition name.</source>
        <translation>&quot;%1&quot;은(는) 유효한 파티션 이름이 아닙니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid account name.</source>
        <translation>&quot;%1&quot;은(는) 유효한 계정 이름이 아닙니다.</translation>
    </message>
    <message>
        <source>srun argument &quot;%1&quot; must start with --.</source>
        <translation>srun 인수 &quot;%1&quot;은(는) --로 시작해야 합니다.</translation>
    </message>
    <message numerus="yes">
        <source>mpirun, %n node(s)</source>
        <translation>
            <numerusform>mpirun, 노드 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>mpirun argument &quot;%1&quot; must start with -.</source>
        <translation>mpirun 인수 &quot;%1&quot;은(는) -로 시작해야 합니다.</translation>
    </message>
    <message>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>성공</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>시간 초과</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>could not start</source>
        <translation>시작할 수 없음</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1을(를) 시작할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 was killed by a signal.</source>
        <translation>%1이(가) 시그널에 의해 강제 종료되었습니다.</translation>
    </message>
    <message>
        <source>%1 exited with code %2%3</source>
        <translation>%1이(가) 종료되었습니다. 종료 코드: %2%3</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s and was stopped.</source>
        <translation>%1이(가) %2초 안에 끝나지 않아 중지되었습니다.</translation>
    </message>
    <message>
        <source>%1 was cancelled.</source>
        <translation>%1이(가) 취소되었습니다.</translation>
    </message>
    <message>
        <source>%1 was stopped.</source>
        <translation>%1이(가) 중지되었습니다.</translation>
    </message>
    <message>
        <source>Nodes (%1): %2</source>
        <translation>노드(%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>  stage %1: %n step(s)</source>
        <translation>
            <numerusform>  스테이지 %1: 단계 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimated duration: %1 min %2 s (%3 steps, run one after another)</source>
        <translation>예상 소요 시간: %1분 %2초(%3단계, 순차 실행)</translation>
    </message>
    <message>
        <source>GPU node %1 has no rail ports; it is only in the all-node step.</source>
        <translation>GPU 노드 %1에는 레일 포트가 없으므로 전체 노드 단계에만 포함됩니다.</translation>
    </message>
    <message>
        <source>all_reduce over all %1 nodes</source>
        <translation>전체 노드 %1개에 대한 all_reduce</translation>
    </message>
    <message>
        <source>rail %1: sendrecv %2 &lt;-&gt; %3</source>
        <translation>레일 %1: sendrecv %2 &lt;-&gt; %3</translation>
    </message>
    <message>
        <source>tcp %1 (%2) -&gt; %3 (%4)</source>
        <translation>tcp %1 (%2) -&gt; %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>cable %1 is on %n slow path(s) and on no path that measured well</source>
        <translation>
            <numerusform>케이블 %1은(는) 느린 경로 %n개에 포함되며, 측정 결과가 양호한 경로에는 포함되지 않습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>node %1 is in %n slow pair(s) and in no pair that measured well</source>
        <translation>
            <numerusform>노드 %1은(는) 느린 쌍 %n개에 포함되며, 측정 결과가 양호한 쌍에는 포함되지 않습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>QR codes need libqrencode, which this build of Railyard lacks.</source>
        <translation>QR 코드에는 libqrencode가 필요하지만 이 Railyard 빌드에는 포함되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>Cable labels (%1)</source>
        <translation>케이블 라벨(%1)</translation>
    </message>
    <message>
        <source>Cannot start the PDF output.</source>
        <translation>PDF 출력을 시작할 수 없습니다.</translation>
    </message>
    <message>
        <source>The design has no cables.</source>
        <translation>설계에 케이블이 없습니다.</translation>
    </message>
    <message>
        <source>Cannot finish the PDF output.</source>
        <translation>PDF 출력을 완료할 수 없습니다.</translation>
    </message>
    <message>
        <source>%1  %2 U</source>
        <translation>%1  %2 U</translation>
    </message>
    <message>
        <source>Power: %1 kW max, %2 kW typical, budget %3 kW</source>
        <translation>전력: 최대 %1 kW, 일반 %2 kW, 예산 %3 kW</translation>
    </message>
    <message>
        <source>Power: %1 kW max, %2 kW typical</source>
        <translation>전력: 최대 %1 kW, 일반 %2 kW</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>전면</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>후면</translation>
    </message>
    <message>
        <source>Zero-U and unplaced devices</source>
        <translation>0 U 장비 및 미배치 장비</translation>
    </message>
    <message>
        <source>Rack elevations - %1</source>
        <translation>랙 입면도 - %1</translation>
    </message>
    <message>
        <source>Front and rear faces of every rack, drawn by Railyard</source>
        <translation>모든 랙의 전면 및 후면, Railyard에서 작성</translation>
    </message>
    <message>
        <source>Cannot start the SVG output.</source>
        <translation>SVG 출력을 시작할 수 없습니다.</translation>
    </message>
    <message>
        <source>The design has no racks.</source>
        <translation>설계에 랙이 없습니다.</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1(계속)</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>%1페이지</translation>
    </message>
    <message>
        <source>Nothing to list</source>
        <translation>표시할 항목 없음</translation>
    </message>
    <message>
        <source>The host pattern &quot;%1&quot; is not a valid regular expression: %2.</source>
        <translation>호스트 패턴 &quot;%1&quot;은(는) 유효한 정규식이 아닙니다: %2.</translation>
    </message>
    <message>
        <source>The run is not tied to any node of the design.</source>
        <translation>이 실행은 설계의 어떤 노드와도 연결되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>There is no theoretical ceiling for the %1 collective.</source>
        <translation>%1 컬렉티브에는 이론 상한이 없습니다.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>The node&apos;s device type has no NVLink bandwidth, so a one-node run has no ceiling.</source>
        <translation>노드의 장비 유형에 NVLink 대역폭이 없으므로 단일 노드 실행에는 상한이 없습니다.</translation>
    </message>
    <message>
        <source>NVLink per GPU L = %1 GB/s</source>
        <translation>GPU당 NVLink L = %1 GB/s</translation>
    </message>
    <message>
        <source>L x 2(n-1)/n = %1 x 2 x %2/%3 = %4 GB/s</source>
        <translation>L x 2(n-1)/n = %1 x 2 x %2/%3 = %4 GB/s</translation>
    </message>
    <message>
        <source>Node %1 has no compute-rail ports with a speed in the design.</source>
        <translation>설계에서 노드 %1에 속도가 지정된 컴퓨트 레일 포트가 없습니다.</translation>
    </message>
    <message>
        <source>I = %1 rails x %2 Gb/s / 8 = %3 GB/s</source>
        <translation>I = 레일 %1개 x %2 Gb/s / 8 = %3 GB/s</translation>
    </message>
    <message>
        <source>L = %1 GB/s</source>
        <translation>L = %1 GB/s</translation>
    </message>
    <message>
        <source>L unknown (not bounding)</source>
        <translation>L 알 수 없음(제한 요인 아님)</translation>
    </message>
    <message>
        <source>The rank count %1 does not span several nodes of %2 GPUs.</source>
        <translation>랭크 수 %1은(는) GPU %2개짜리 노드 여러 개에 걸치지 않습니다.</translation>
    </message>
    <message>
        <source>%1; %2; min(I/g x (n-1)/(n-g), L) = min(%3/%4 x %5/%6, L) = %7 GB/s</source>
        <translation>%1; %2; min(I/g x (n-1)/(n-g), L) = min(%3/%4 x %5/%6, L) = %7 GB/s</translation>
    </message>
    <message>
        <source>%1; %2; min(I/g, L) = %3 GB/s</source>
        <translation>%1; %2; min(I/g, L) = %3 GB/s</translation>
    </message>
    <message>
        <source>%1; %2; SHARP: min(I, L) x 2(n-1)/n = %3 x 2 x %4/%5 = %6 GB/s</source>
        <translation>%1; %2; SHARP: min(I, L) x 2(n-1)/n = %3 x 2 x %4/%5 = %6 GB/s</translation>
    </message>
    <message>
        <source>%1; %2; min(I, L) = %3 GB/s</source>
        <translation>%1; %2; min(I, L) = %3 GB/s</translation>
    </message>
    <message>
        <source>The design has no compute-rail ports with a speed.</source>
        <translation>설계에 속도가 지정된 컴퓨트 레일 포트가 없습니다.</translation>
    </message>
    <message>
        <source>The design&apos;s compute-rail ports have different speeds, and perftest output does not say which port was measured.</source>
        <translation>설계의 컴퓨트 레일 포트 속도가 서로 다르며, perftest 출력에는 어느 포트를 측정했는지 나와 있지 않습니다.</translation>
    </message>
    <message>
        <source>2 x %1 Gb/s / 8 = %2 GB/s (both directions)</source>
        <translation>2 x %1 Gb/s / 8 = %2 GB/s (양방향)</translation>
    </message>
    <message>
        <source>%1 Gb/s / 8 = %2 GB/s</source>
        <translation>%1 Gb/s / 8 = %2 GB/s</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>파일이 비어 있습니다.</translation>
    </message>
    <message>
        <source>The file is binary, not a text benchmark output.</source>
        <translation>파일이 텍스트 벤치마크 출력이 아니라 바이너리입니다.</translation>
    </message>
    <message>
        <source>This is ibnetdiscover output (a fabric topology), not a benchmark result; use the cable verification instead.</source>
        <translation>벤치마크 결과가 아니라 ibnetdiscover 출력(패브릭 토폴로지)입니다. 대신 케이블 검증을 사용하십시오.</translation>
    </message>
    <message>
        <source>This is lldpctl JSON (LLDP neighbours), not a benchmark result; use the cable verification instead.</source>
        <translation>벤치마크 결과가 아니라 lldpctl JSON(LLDP 인접 장비)입니다. 대신 케이블 검증을 사용하십시오.</translation>
    </message>
    <message>
        <source>This JSON file is not an nccl-tests report (it has no &quot;results&quot; with &quot;bus_bw&quot; values).</source>
        <translation>이 JSON 파일은 nccl-tests 보고서가 아닙니다(&quot;bus_bw&quot; 값이 있는 &quot;results&quot;가 없습니다).</translation>
    </message>
    <message>
        <source>This looks like rccl-tests output that could not be read as nccl-tests output.</source>
        <translation>nccl-tests 출력으로 읽을 수 없는 rccl-tests 출력으로 보입니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) of the run are not in the design.</source>
        <translation>
            <numerusform>실행의 호스트 %n개가 설계에 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The output has no device list, so the run cannot be tied to nodes of the design.</source>
        <translation>출력에 디바이스 목록이 없어 실행을 설계의 노드와 연결할 수 없습니다.</translation>
    </message>
    <message>
        <source>the column &quot;timestamp&quot; is not the last one</source>
        <translation>&quot;timestamp&quot; 컬럼이 마지막 컬럼이 아닙니다</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;</source>
        <translation>알 수 없는 컬럼 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the first column is not the message size</source>
        <translation>첫 번째 컬럼이 메시지 크기가 아닙니다</translation>
    </message>
    <message>
        <source>expected one or two groups of time, algbw and busbw columns</source>
        <translation>time, algbw, busbw 컬럼 그룹이 한 개 또는 두 개 필요합니다</translation>
    </message>
    <message>
        <source>a time column is not followed by algbw and busbw</source>
        <translation>time 컬럼 뒤에 algbw와 busbw가 오지 않습니다</translation>
    </message>
    <message>
        <source>a result column comes before the first time column</source>
        <translation>첫 번째 time 컬럼 앞에 결과 컬럼이 있습니다</translation>
    </message>
    <message>
        <source>the row has %1 fields where the column header has %2</source>
        <translation>컬럼 헤더의 필드는 %2개인데 행의 필드는 %1개입니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot;은(는) 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>the row has %1 more fields than the column header; they were ignored</source>
        <translation>행의 필드가 컬럼 헤더보다 %1개 더 많아 초과 필드를 무시했습니다</translation>
    </message>
    <message>
        <source>Line %1 (%2) is cut short by the end of the input.</source>
        <translation>%1번째 줄(%2)이 입력이 끝나면서 잘렸습니다.</translation>
    </message>
    <message>
        <source>banner</source>
        <translation>배너</translation>
    </message>
    <message>
        <source>Another banner with different settings; the first one (line %1) is kept.</source>
        <translation>설정이 다른 배너가 또 있습니다. 첫 번째 배너(%1번째 줄)를 유지합니다.</translation>
    </message>
    <message>
        <source>The banner has fields NVIDIA nccl-tests does not print (%1): output of a modified build or a fork.</source>
        <translation>배너에 NVIDIA nccl-tests가 출력하지 않는 필드(%1)가 있습니다: 수정된 빌드 또는 포크의 출력입니다.</translation>
    </message>
    <message>
        <source>device list entry of rank %1</source>
        <translation>랭크 %1의 디바이스 목록 항목</translation>
    </message>
    <message>
        <source>device list entry</source>
        <translation>디바이스 목록 항목</translation>
    </message>
    <message>
        <source>column header</source>
        <translation>컬럼 헤더</translation>
    </message>
    <message>
        <source>This nccl-tests column header cannot be read: %1.</source>
        <translation>이 nccl-tests 컬럼 헤더를 읽을 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>A second column header with different columns; the rows after it are read with the new columns.</source>
        <translation>컬럼이 다른 두 번째 컬럼 헤더가 있습니다. 그 뒤의 행은 새 컬럼 기준으로 읽습니다.</translation>
    </message>
    <message>
        <source>No column header before the first row; the columns were inferred from the row (%1).</source>
        <translation>첫 번째 행 앞에 컬럼 헤더가 없습니다. 컬럼을 행에서 추론했습니다(%1).</translation>
    </message>
    <message>
        <source>A line that looks like a result row could not be read: %1.</source>
        <translation>결과 행으로 보이는 줄을 읽을 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>Result row: %1.</source>
        <translation>결과 행: %1.</translation>
    </message>
    <message>
        <source>result row of %1 bytes</source>
        <translation>%1바이트 결과 행</translation>
    </message>
    <message>
        <source>A device list line could not be read.</source>
        <translation>디바이스 목록 줄을 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>out-of-bounds footer</source>
        <translation>범위 초과(out-of-bounds) 푸터</translation>
    </message>
    <message>
        <source>The average bus bandwidth &quot;%1&quot; is not a number.</source>
        <translation>평균 버스 대역폭 &quot;%1&quot;은(는) 숫자가 아닙니다.</translation>
    </message>
    <message>
        <source>The input ends inside the average bus bandwidth line; the value may be cut.</source>
        <translation>평균 버스 대역폭 줄 도중에 입력이 끝납니다. 값이 잘렸을 수 있습니다.</translation>
    </message>
    <message>
        <source>footer</source>
        <translation>푸터</translation>
    </message>
    <message>
        <source>The nccl-tests version %1 was taken from the path in the command line.</source>
        <translation>nccl-tests 버전 %1은(는) 명령줄의 경로에서 가져왔습니다.</translation>
    </message>
    <message>
        <source>The output does not name its test; the collective %1 was taken from the file name.</source>
        <translation>출력에 테스트 이름이 없습니다. 컬렉티브 %1은(는) 파일 이름에서 가져왔습니다.</translation>
    </message>
    <message>
        <source>The banner was printed %1 times: a binary built without MPI=1 and started by mpirun runs one independent single-process job per process. The rows were read once; %2 repeated rows were left out.</source>
        <translation>배너가 %1번 출력되었습니다: MPI=1 없이 빌드된 바이너리를 mpirun으로 시작하면 프로세스마다 독립된 단일 프로세스 작업이 실행됩니다. 행은 한 번만 읽었으며, 반복된 행 %2개는 제외했습니다.</translation>
    </message>
    <message>
        <source>The device list names the same rank more than once.</source>
        <translation>디바이스 목록에 같은 랭크가 두 번 이상 나옵니다.</translation>
    </message>
    <message>
        <source>The banner line (nThread ... nGpus ...) is missing.</source>
        <translation>배너 줄(nThread ... nGpus ...)이 없습니다.</translation>
    </message>
    <message>
        <source>The device list is missing.</source>
        <translation>디바이스 목록이 없습니다.</translation>
    </message>
    <message>
        <source>The device list is incomplete: %1 rank lines were read.</source>
        <translation>디바이스 목록이 불완전합니다: 랭크 줄을 %1개만 읽었습니다.</translation>
    </message>
    <message>
        <source>The column header is missing.</source>
        <translation>컬럼 헤더가 없습니다.</translation>
    </message>
    <message>
        <source>There are no result rows.</source>
        <translation>결과 행이 없습니다.</translation>
    </message>
    <message>
        <source>The footer line &quot;Out of bounds values&quot; is missing.</source>
        <translation>푸터 줄 &quot;Out of bounds values&quot;가 없습니다.</translation>
    </message>
    <message>
        <source>The footer line &quot;Avg bus bandwidth&quot; is missing.</source>
        <translation>푸터 줄 &quot;Avg bus bandwidth&quot;가 없습니다.</translation>
    </message>
    <message>
        <source>No nccl-tests output was found in the input.</source>
        <translation>입력에서 nccl-tests 출력을 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>The input is not valid JSON (%1 at byte %2).</source>
        <translation>입력이 유효한 JSON이 아닙니다(바이트 %2에서 %1).</translation>
    </message>
    <message>
        <source>The JSON document is not an object.</source>
        <translation>JSON 문서가 객체가 아닙니다.</translation>
    </message>
    <message>
        <source>The JSON document is not an nccl-tests report (no results, config or nccl_version).</source>
        <translation>JSON 문서가 nccl-tests 보고서가 아닙니다(results, config, nccl_version이 없음).</translation>
    </message>
    <message>
        <source>The JSON report is cut short; it was read up to its last complete value.</source>
        <translation>JSON 보고서가 중간에 잘렸습니다. 마지막 완전한 값까지만 읽었습니다.</translation>
    </message>
    <message>
        <source>JSON report version %1 is newer than the versions this reader knows (2, 3).</source>
        <translation>JSON 보고서 버전 %1은(는) 이 리더가 알고 있는 버전(2, 3)보다 최신입니다.</translation>
    </message>
    <message>
        <source>%1 environment entries with names that look like secrets (TOKEN, SECRET, PASSWORD, KEY) were not kept.</source>
        <translation>이름이 비밀 정보처럼 보이는(TOKEN, SECRET, PASSWORD, KEY) 환경 변수 항목 %1개는 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>The JSON report has no config object.</source>
        <translation>JSON 보고서에 config 객체가 없습니다.</translation>
    </message>
    <message>
        <source>The JSON report has no results list.</source>
        <translation>JSON 보고서에 results 목록이 없습니다.</translation>
    </message>
    <message>
        <source>The JSON report has no out_of_bounds object.</source>
        <translation>JSON 보고서에 out_of_bounds 객체가 없습니다.</translation>
    </message>
    <message>
        <source>The JSON report has no average_bus_bandwidth object.</source>
        <translation>JSON 보고서에 average_bus_bandwidth 객체가 없습니다.</translation>
    </message>
    <message>
        <source>&gt;= %1% of theoretical</source>
        <translation>이론값의 %1% 이상</translation>
    </message>
    <message>
        <source>%1% to %2% of theoretical</source>
        <translation>이론값의 %1%~%2%</translation>
    </message>
    <message>
        <source>&lt; %1% of theoretical</source>
        <translation>이론값의 %1% 미만</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>데이터 없음</translation>
    </message>
    <message>
        <source>Rail %1</source>
        <translation>레일 %1</translation>
    </message>
    <message>
        <source>The parameter &quot;%1&quot; is printed twice; the last value is kept.</source>
        <translation>매개변수 &quot;%1&quot;이(가) 두 번 출력되었습니다. 마지막 값을 유지합니다.</translation>
    </message>
    <message>
        <source>parameter %1</source>
        <translation>매개변수 %1</translation>
    </message>
    <message>
        <source>%1 address</source>
        <translation>%1 주소</translation>
    </message>
    <message>
        <source>The test title and parameters are missing.</source>
        <translation>테스트 제목과 매개변수가 없습니다.</translation>
    </message>
    <message>
        <source>The result row has more fields than the column header; they were ignored.</source>
        <translation>결과 행의 필드가 컬럼 헤더보다 많습니다. 초과 필드는 무시했습니다.</translation>
    </message>
    <message>
        <source>perftest warned that the CPU frequency is not at its maximum; results may be low.</source>
        <translation>perftest에서 CPU 주파수가 최대가 아니라는 경고가 있었습니다. 결과가 낮게 나올 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 perftest reports are interleaved line by line (server and client writing into one log); their lines were shared out by order.</source>
        <translation>perftest 보고서 %1개가 줄 단위로 섞여 있습니다(서버와 클라이언트가 하나의 로그에 기록). 각 줄을 순서대로 나누어 배정했습니다.</translation>
    </message>
    <message>
        <source>The result table header is missing.</source>
        <translation>결과 표 헤더가 없습니다.</translation>
    </message>
    <message>
        <source>The dashed line that closes the result table is missing.</source>
        <translation>결과 표를 닫는 점선이 없습니다.</translation>
    </message>
    <message>
        <source>Line %1 (result row of %2 bytes) is cut short by the end of the input.</source>
        <translation>%1번째 줄(%2바이트 결과 행)이 입력이 끝나면서 잘렸습니다.</translation>
    </message>
    <message>
        <source>%1 result tables have no report title; they were left out.</source>
        <translation>결과 표 %1개에 보고서 제목이 없어 제외했습니다.</translation>
    </message>
    <message>
        <source>The local and remote address lines are missing.</source>
        <translation>로컬 및 원격 주소 줄이 없습니다.</translation>
    </message>
    <message>
        <source>Latency test reports are recognised but their rows are not read yet.</source>
        <translation>지연 시간 테스트 보고서는 인식되지만 해당 행은 아직 읽지 않습니다.</translation>
    </message>
    <message>
        <source>No perftest report was found in the input.</source>
        <translation>입력에서 perftest 보고서를 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>통과</translation>
    </message>
    <message>
        <source>Below expected</source>
        <translation>기대치 미달</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>불완전</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>미평가</translation>
    </message>
    <message numerus="yes">
        <source>, %n ranks</source>
        <translation>
            <numerusform>, 랭크 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open the file: %1</source>
        <translation>파일을 열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>%1 cannot be removed: %2</source>
        <translation>%1을(를) 제거할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>it still has rooms.</source>
        <translation>아직 전산실이 있습니다.</translation>
    </message>
    <message>
        <source>it still has rows.</source>
        <translation>아직 열이 있습니다.</translation>
    </message>
    <message>
        <source>it still has racks.</source>
        <translation>아직 랙이 있습니다.</translation>
    </message>
    <message>
        <source>it still holds devices.</source>
        <translation>아직 장비가 있습니다.</translation>
    </message>
    <message>
        <source>devices of this type exist.</source>
        <translation>이 유형의 장비가 있습니다.</translation>
    </message>
    <message>
        <source>ports, rails or prefixes still use this plane.</source>
        <translation>포트, 레일 또는 프리픽스가 아직 이 플레인을 사용합니다.</translation>
    </message>
    <message>
        <source>devices are still members.</source>
        <translation>아직 멤버인 장비가 있습니다.</translation>
    </message>
    <message>
        <source>addresses are still allocated from it.</source>
        <translation>아직 여기에서 할당된 주소가 있습니다.</translation>
    </message>
    <message>
        <source>... and %1 more.</source>
        <translation>... 외 %1개.</translation>
    </message>
    <message>
        <source>Object id %1 is already in use.</source>
        <translation>객체 ID %1은(는) 이미 사용 중입니다.</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1이(가) 더 이상 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>The change &quot;%1&quot; breaks the design&apos;s rules:</source>
        <translation>변경 &quot;%1&quot;은(는) 설계 규칙을 위반합니다:</translation>
    </message>
    <message>
        <source>The design has errors; nothing was saved:</source>
        <translation>설계에 오류가 있어 아무것도 저장하지 않았습니다:</translation>
    </message>
    <message>
        <source>The database file does not exist.</source>
        <translation>데이터베이스 파일이 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>Cannot open the database: %1</source>
        <translation>데이터베이스를 열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Database statement failed: %1</source>
        <translation>데이터베이스 구문을 실행하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Cannot prepare &quot;%1&quot;</source>
        <translation>&quot;%1&quot;을(를) 준비할 수 없습니다</translation>
    </message>
    <message>
        <source>Cannot bind a value</source>
        <translation>값을 바인딩할 수 없습니다</translation>
    </message>
    <message>
        <source>Database write refused: %1</source>
        <translation>데이터베이스 쓰기가 거부되었습니다: %1</translation>
    </message>
    <message>
        <source>The file already exists; choose another name or open it.</source>
        <translation>파일이 이미 있습니다. 다른 이름을 선택하거나 해당 파일을 여십시오.</translation>
    </message>
    <message>
        <source>The file is an SQLite database but not a Railyard design.</source>
        <translation>이 파일은 SQLite 데이터베이스이지만 Railyard 설계가 아닙니다.</translation>
    </message>
    <message>
        <source>The file is not a Railyard design (not an SQLite database).</source>
        <translation>이 파일은 Railyard 설계가 아닙니다(SQLite 데이터베이스가 아님).</translation>
    </message>
    <message>
        <source>The file holds %1 data from a newer Railyard (version %2; this version reads up to %3).</source>
        <translation>이 파일에는 최신 버전의 Railyard에서 만든 %1 데이터가 있습니다(버전 %2, 이 버전은 %3까지 읽을 수 있음).</translation>
    </message>
    <message>
        <source>Saving was cancelled; the file keeps its previous content.</source>
        <translation>저장이 취소되었습니다. 파일은 이전 내용을 유지합니다.</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>실행 취소: %1</translation>
    </message>
    <message>
        <source>Add device %1</source>
        <translation>장비 %1 추가</translation>
    </message>
    <message>
        <source>Move %1 to %2 U%3</source>
        <translation>%1을(를) %2 U%3(으)로 이동</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 삭제</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n device(s)</source>
        <translation>
            <numerusform>장비 %n개 삭제</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n cable(s)</source>
        <translation>
            <numerusform>케이블 %n개 삭제</numerusform>
        </translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation>%1과(와) %2 연결</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1의 이름을 %2(으)로 변경</translation>
    </message>
    <message>
        <source>Change the type of %1 to %2</source>
        <translation>%1의 유형을 %2(으)로 변경</translation>
    </message>
    <message>
        <source>%1: unknown rack or device type.</source>
        <translation>%1: 알 수 없는 랙 또는 장비 유형입니다.</translation>
    </message>
    <message>
        <source>%1 (%2 U) does not fit rack %3 at U%4: the rack has %5 U.</source>
        <translation>%1(%2 U)은(는) 랙 %3의 U%4에 들어가지 않습니다: 랙 높이는 %5 U입니다.</translation>
    </message>
    <message>
        <source>U%1-U%2 of rack %3 is taken by %4 (U%5-U%6).</source>
        <translation>랙 %3의 U%1-U%2은(는) 이미 %4(U%5-U%6)이(가) 차지하고 있습니다.</translation>
    </message>
    <message>
        <source>Rack %1 would draw %2 W, over its budget of %3 W.</source>
        <translation>랙 %1의 소비 전력이 %2 W가 되어 예산 %3 W를 초과합니다.</translation>
    </message>
    <message>
        <source>vendor %1</source>
        <translation>벤더 %1</translation>
    </message>
    <message>
        <source>invalid node rule &quot;%1&quot; ignored</source>
        <translation>잘못된 노드 규칙 &quot;%1&quot;을(를) 무시했습니다</translation>
    </message>
    <message>
        <source>two nodes report the name &quot;%1&quot;; this one (GUID %2) is named &quot;%3&quot;</source>
        <translation>두 노드가 같은 이름 &quot;%1&quot;을(를) 보고합니다. 이 노드(GUID %2)의 이름은 &quot;%3&quot;(으)로 지정합니다</translation>
    </message>
    <message>
        <source>%1 has split ports; a device type was synthesised for it</source>
        <translation>%1에 분할 포트가 있으므로 이에 맞는 장비 유형을 생성했습니다</translation>
    </message>
    <message numerus="yes">
        <source>InfiniBand switch, %n port(s)</source>
        <translation>
            <numerusform>InfiniBand 스위치, 포트 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Host, %n reported port(s)</source>
        <translation>
            <numerusform>호스트, 보고된 포트 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>InfiniBand adapter, %n port(s)</source>
        <translation>
            <numerusform>InfiniBand 어댑터, 포트 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Synthesised by the as-built import from what the fabric reported.</source>
        <translation>패브릭이 보고한 내용을 바탕으로 실구축(as-built) 가져오기에서 생성했습니다.</translation>
    </message>
    <message>
        <source>Reported as &quot;%1&quot;</source>
        <translation>&quot;%1&quot;(으)로 보고됨</translation>
    </message>
    <message>
        <source>%1 port %2 runs at %3 (%4 Gb/s), slower than the device&apos;s fastest link (%5, %6 Gb/s); recorded as found</source>
        <translation>%1 포트 %2의 속도가 %3(%4 Gb/s)로, 장비의 가장 빠른 링크(%5, %6 Gb/s)보다 느립니다. 발견된 그대로 기록했습니다</translation>
    </message>
    <message>
        <source>the link %1 %2 - %3 %4 was not made a cable: one of its ports is unknown or already cabled</source>
        <translation>링크 %1 %2 - %3 %4을(를) 케이블로 만들지 않았습니다: 포트 중 하나를 알 수 없거나 이미 케이블이 연결되어 있습니다</translation>
    </message>
    <message>
        <source>cable %1 ends in a patch panel; the topology file holds direct links only</source>
        <translation>케이블 %1의 한쪽 끝이 패치 패널입니다. 토폴로지 파일에는 직접 링크만 담을 수 있습니다</translation>
    </message>
    <message>
        <source>the file is empty; expected ibnetdiscover output</source>
        <translation>파일이 비어 있습니다. ibnetdiscover 출력이어야 합니다</translation>
    </message>
    <message>
        <source>node GUID &quot;%1&quot; is not valid; the node is skipped</source>
        <translation>노드 GUID &quot;%1&quot;이(가) 올바르지 않아 이 노드를 건너뜁니다</translation>
    </message>
    <message>
        <source>port line outside a node block, skipped: %1</source>
        <translation>노드 블록 밖에 있는 포트 줄을 건너뛰었습니다: %1</translation>
    </message>
    <message>
        <source>the comment of this port line is not understood; the link is kept without width and speed</source>
        <translation>이 포트 줄의 주석을 해석할 수 없습니다. 링크는 폭과 속도 정보 없이 유지됩니다</translation>
    </message>
    <message>
        <source>peer GUID &quot;%1&quot; is not valid; the link is skipped</source>
        <translation>상대 GUID &quot;%1&quot;이(가) 올바르지 않아 이 링크를 건너뜁니다</translation>
    </message>
    <message>
        <source>not an ibnetdiscover line, skipped: %1</source>
        <translation>ibnetdiscover 줄이 아니어서 건너뛰었습니다: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more lines were skipped</source>
        <translation>
            <numerusform>줄 %n개를 추가로 건너뛰었습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>no Switch, Ca or Rt node line found; this is not ibnetdiscover topology output</source>
        <translation>Switch, Ca, Rt 노드 줄을 찾을 수 없습니다. ibnetdiscover 토폴로지 출력이 아닙니다</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>malformed JSON at byte %1: %2</source>
        <translation>바이트 %1에서 JSON 형식이 잘못되었습니다: %2</translation>
    </message>
    <message>
        <source>the JSON is not an object; expected lldpctl output {&quot;lldp&quot;: ...}</source>
        <translation>JSON이 객체가 아닙니다. lldpctl 출력 {&quot;lldp&quot;: ...}이어야 합니다</translation>
    </message>
    <message>
        <source>no &quot;lldp&quot; key and no local chassis; this is not lldpctl JSON output</source>
        <translation>&quot;lldp&quot; 키도 로컬 섀시도 없습니다. lldpctl JSON 출력이 아닙니다</translation>
    </message>
    <message>
        <source>the file has no local chassis and no host name was given, so it is not known which device these neighbours are cabled to</source>
        <translation>파일에 로컬 섀시가 없고 호스트 이름도 지정되지 않아, 이 이웃들이 어느 장비에 케이블로 연결되어 있는지 알 수 없습니다</translation>
    </message>
    <message>
        <source>a neighbour entry without a local interface name was skipped</source>
        <translation>로컬 인터페이스 이름이 없는 이웃 항목을 건너뛰었습니다</translation>
    </message>
    <message>
        <source>the neighbour on %1 sent neither a system name nor a chassis id; skipped</source>
        <translation>%1의 이웃이 시스템 이름도 섀시 ID도 보내지 않았습니다. 건너뜁니다</translation>
    </message>
    <message>
        <source>the neighbour on %1 sent no port id; skipped</source>
        <translation>%1의 이웃이 포트 ID를 보내지 않았습니다. 건너뜁니다</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>포트 %1</translation>
    </message>
    <message>
        <source>the two ends of this link report different speeds (%1 here, %2 at %3); the lower one is kept</source>
        <translation>이 링크의 양 끝이 서로 다른 속도를 보고합니다(이쪽 %1, %3에서는 %2). 더 낮은 값을 유지합니다</translation>
    </message>
    <message>
        <source>unexpected</source>
        <translation>예상 외</translation>
    </message>
    <message>
        <source>swapped</source>
        <translation>뒤바뀜</translation>
    </message>
    <message>
        <source>wrong port</source>
        <translation>잘못된 포트</translation>
    </message>
    <message>
        <source>wrong device</source>
        <translation>잘못된 장비</translation>
    </message>
    <message>
        <source>unknown device</source>
        <translation>알 수 없는 장비</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>텍스트가 필요합니다</translation>
    </message>
    <message>
        <source>expected a map</source>
        <translation>맵이 필요합니다</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; expected one of: %2</source>
        <translation>알 수 없는 키 &quot;%1&quot;. 다음 중 하나여야 합니다: %2</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true 또는 false가 필요합니다</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>a node rule needs a pattern and a device</source>
        <translation>노드 규칙에는 패턴(pattern)과 장비(device)가 필요합니다</translation>
    </message>
    <message>
        <source>invalid regular expression &quot;%1&quot;</source>
        <translation>잘못된 정규 표현식 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a port rule needs exactly one of name and index</source>
        <translation>포트 규칙에는 이름(name)과 인덱스(index) 중 정확히 하나가 필요합니다</translation>
    </message>
    <message>
        <source>expected a list of plane names</source>
        <translation>플레인 이름 목록이 필요합니다</translation>
    </message>
    <message>
        <source>the design has no plane &quot;%1&quot;</source>
        <translation>설계에 플레인 &quot;%1&quot;이(가) 없습니다</translation>
    </message>
    <message>
        <source>invalid regular expression &quot;%1&quot;: %2 at offset %3</source>
        <translation>잘못된 정규 표현식 &quot;%1&quot;: 오프셋 %3에서 %2</translation>
    </message>
    <message>
        <source>this link maps to the same two design ports as the link reported at %1; counted once</source>
        <translation>이 링크는 %1에서 보고된 링크와 같은 두 설계 포트에 대응합니다. 한 번만 집계합니다</translation>
    </message>
    <message>
        <source>two observed links use the same design port (also at %1)</source>
        <translation>관측된 두 링크가 같은 설계 포트를 사용합니다(%1에서도 사용)</translation>
    </message>
    <message>
        <source>the planned cable %1 runs into a patch panel with no onward cable; it is not verified</source>
        <translation>계획된 케이블 %1이(가) 이어지는 케이블이 없는 패치 패널로 들어갑니다. 검증되지 않습니다</translation>
    </message>
    <message>
        <source>%1 port %2 (not in the design)</source>
        <translation>%1 포트 %2 (설계에 없음)</translation>
    </message>
    <message>
        <source>%1 %2 (not in the design)</source>
        <translation>%1 %2 (설계에 없음)</translation>
    </message>
    <message>
        <source>unknown node &quot;%1&quot; (GUID %2) port %3</source>
        <translation>알 수 없는 노드 &quot;%1&quot;(GUID %2) 포트 %3</translation>
    </message>
    <message>
        <source>unknown node &quot;%1&quot; %2</source>
        <translation>알 수 없는 노드 &quot;%1&quot; %2</translation>
    </message>
    <message>
        <source>rack %1 U%2 %3 port %4</source>
        <translation>랙 %1 U%2 %3 포트 %4</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1 포트 %2</translation>
    </message>
    <message>
        <source>%1: cable goes to %2 as planned, but the link runs at %3 (%4 Gb/s); plan says %5 Gb/s</source>
        <translation>%1: 케이블이 계획대로 %2에 연결되어 있지만 링크 속도가 %3(%4 Gb/s)입니다. 계획은 %5 Gb/s입니다</translation>
    </message>
    <message>
        <source>%1: cable goes to %2 as planned</source>
        <translation>%1: 케이블이 계획대로 %2에 연결되어 있습니다</translation>
    </message>
    <message>
        <source>%1: cable goes to %2, plan says %3 (crossed with the cable at %4)</source>
        <translation>%1: 케이블이 %2에 연결되어 있으나 계획은 %3입니다(%4의 케이블과 뒤바뀜)</translation>
    </message>
    <message>
        <source>%1: cable goes to %2, plan says %3</source>
        <translation>%1: 케이블이 %2에 연결되어 있으나 계획은 %3입니다</translation>
    </message>
    <message>
        <source>%1: link to %2; neither node is in the design</source>
        <translation>%1: %2(으)로 가는 링크입니다. 두 노드 모두 설계에 없습니다</translation>
    </message>
    <message>
        <source>%1: cable goes to %2, which is not in the design; plan says %3</source>
        <translation>%1: 케이블이 설계에 없는 %2에 연결되어 있습니다. 계획은 %3입니다</translation>
    </message>
    <message>
        <source>%1: cable goes to %2, which is not in the design</source>
        <translation>%1: 케이블이 설계에 없는 %2에 연결되어 있습니다</translation>
    </message>
    <message>
        <source>%1: cable goes to %2; the plan has no cable here</source>
        <translation>%1: 케이블이 %2에 연결되어 있으나 계획에는 이 위치에 케이블이 없습니다</translation>
    </message>
    <message>
        <source>%1: no link seen; plan says a cable to %2</source>
        <translation>%1: 링크가 보이지 않습니다. 계획에는 %2(으)로 가는 케이블이 있습니다</translation>
    </message>
    <message>
        <source>%1, discovered %2</source>
        <translation>%1, 탐색 시각: %2</translation>
    </message>
    <message>
        <source>Cable %1 does not exist.</source>
        <translation>케이블 %1이(가) 존재하지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Marked %n cable(s) %1: %2</source>
        <translation>
            <numerusform>케이블 %n개를 %1(으)로 표시했습니다: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>출처: %1</translation>
    </message>
    <message>
        <source>finding %1</source>
        <translation>발견 사항 %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>위치: %1</translation>
    </message>
    <message>
        <source>Not racked or not in the design</source>
        <translation>랙에 없거나 설계에 없음</translation>
    </message>
    <message>
        <source>Cannot write the work list: %1</source>
        <translation>작업 목록을 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1을(를) 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Writing a PDF needs the graphical application object (QGuiApplication); none is running.</source>
        <translation>PDF를 쓰려면 그래픽 애플리케이션 객체(QGuiApplication)가 필요하지만 실행 중인 객체가 없습니다.</translation>
    </message>
    <message>
        <source>Cabling work list</source>
        <translation>케이블링 작업 목록</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>설계: %1</translation>
    </message>
    <message>
        <source>Observed: %1</source>
        <translation>관측: %1</translation>
    </message>
    <message>
        <source>Fabric discovered: %1</source>
        <translation>패브릭 탐색: %1</translation>
    </message>
    <message>
        <source>Printed: %1</source>
        <translation>인쇄: %1</translation>
    </message>
    <message>
        <source>Findings: %1</source>
        <translation>발견 사항: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Nothing to do: every cable was seen as planned.</source>
        <translation>조치할 사항 없음: 모든 케이블이 계획대로 확인되었습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n items)</source>
        <translation>
            <numerusform>%1 (%n개 항목)</numerusform>
        </translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>장비</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>포트</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>발견 사항</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>케이블</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>조치 사항</translation>
    </message>
    <message>
        <source>(crossed with %1)</source>
        <translation>(%1와(과) 뒤바뀜)</translation>
    </message>
    <message>
        <source>railyard-probe %1: unexpected argument &quot;%2&quot;.</source>
        <translation>railyard-probe %1: 예상하지 못한 인수 &quot;%2&quot;입니다.</translation>
    </message>
    <message>
        <source>Stop when standard input closes (used through ssh, so that the probe ends with the connection).</source>
        <translation>표준 입력이 닫히면 중지합니다(ssh를 통해 사용할 때 연결이 끊기면 프로브도 끝나도록).</translation>
    </message>
    <message>
        <source>--%1 must be an integer from %2 to %3.</source>
        <translation>--%1은(는) %2에서 %3 사이의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3.</source>
        <translation>--%1은(는) %2에서 %3 사이의 숫자여야 합니다.</translation>
    </message>
    <message>
        <source>Where sysfs is mounted.</source>
        <translation>sysfs가 마운트된 위치.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Where procfs is mounted.</source>
        <translation>procfs가 마운트된 위치.</translation>
    </message>
    <message>
        <source>Local facts for the CMDB: GPUs, NICs, NVMe drives.</source>
        <translation>CMDB용 로컬 정보: GPU, NIC, NVMe 드라이브.</translation>
    </message>
    <message>
        <source>Usage: railyard-probe MODE [options]

Modes:
  nccl       NCCL collectives over a size sweep (needs CUDA, NCCL and a GPU)
  tcp        TCP throughput between two addresses (--listen or --connect)
  inventory  local facts: GPUs, NICs, InfiniBand ports, NVMe drives
  hello      multi-rank start-up check without GPUs (rank, size, rendezvous)
  version    print the version and the schema version

Output: JSON Lines on stdout, one event per line (docs/probe-jsonl.md).
Exit codes: 0 ok, 1 a check failed, 2 usage, 3 runtime error, 4 no GPU,
5 NCCL mode not built in.
Run &apos;railyard-probe MODE --help&apos; for the options of a mode.
</source>
        <translation>사용법: railyard-probe MODE [옵션]

모드:
  nccl       메시지 크기를 바꿔 가며 실행하는 NCCL 집합 통신(CUDA, NCCL, GPU 필요)
  tcp        두 주소 간 TCP 처리량(--listen 또는 --connect)
  inventory  로컬 정보: GPU, NIC, InfiniBand 포트, NVMe 드라이브
  hello      GPU 없이 수행하는 다중 랭크 시작 점검(랭크, 랭크 수, 랑데부)
  version    버전과 스키마 버전 출력

출력: stdout에 JSON Lines 형식, 한 줄에 이벤트 하나(docs/probe-jsonl.md).
종료 코드: 0 정상, 1 점검 실패, 2 사용법 오류, 3 런타임 오류, 4 GPU 없음,
5 NCCL 모드가 빌드에 포함되지 않음.
모드별 옵션은 &apos;railyard-probe MODE --help&apos;를 실행하여 확인하십시오.
</translation>
    </message>
    <message>
        <source>railyard-probe: unknown mode &quot;%1&quot;.</source>
        <translation>railyard-probe: 알 수 없는 모드 &quot;%1&quot;입니다.</translation>
    </message>
    <message>
        <source>CUDA error in %1: %2</source>
        <translation>%1에서 CUDA 오류: %2</translation>
    </message>
    <message>
        <source>NCCL error in %1: %2%3</source>
        <translation>%1에서 NCCL 오류: %2%3</translation>
    </message>
    <message>
        <source>Collective not supported by the probe.</source>
        <translation>프로브에서 지원하지 않는 집합 통신입니다.</translation>
    </message>
    <message>
        <source>all_reduce, all_gather, reduce_scatter, alltoall, broadcast, sendrecv.</source>
        <translation>all_reduce, all_gather, reduce_scatter, alltoall, broadcast, sendrecv.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Smallest size.</source>
        <translation>최소 크기.</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>SIZE</translation>
    </message>
    <message>
        <source>Largest size.</source>
        <translation>최대 크기.</translation>
    </message>
    <message>
        <source>Multiply the size by F each step.</source>
        <translation>단계마다 크기에 F를 곱합니다.</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Warm-up iterations.</source>
        <translation>워밍업 반복 횟수.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Timed iterations.</source>
        <translation>측정 반복 횟수.</translation>
    </message>
    <message>
        <source>Check results (1) or not (0).</source>
        <translation>결과 확인 여부(1: 확인, 0: 확인 안 함).</translation>
    </message>
    <message>
        <source>0|1</source>
        <translation>0|1</translation>
    </message>
    <message>
        <source>GPUs driven by this process (1 = one process per GPU).</source>
        <translation>이 프로세스가 구동하는 GPU 수(1 = GPU당 프로세스 하나).</translation>
    </message>
    <message>
        <source>This process&apos;s rank (else from the launcher).</source>
        <translation>이 프로세스의 랭크(지정하지 않으면 런처에서 가져옴).</translation>
    </message>
    <message>
        <source>Number of processes (else from the launcher).</source>
        <translation>프로세스 수(지정하지 않으면 런처에서 가져옴).</translation>
    </message>
    <message>
        <source>HOST:PORT where rank 0 hands out the NCCL unique id.</source>
        <translation>랭크 0이 NCCL 고유 ID를 배포하는 HOST:PORT.</translation>
    </message>
    <message>
        <source>HOST:PORT</source>
        <translation>HOST:PORT</translation>
    </message>
    <message>
        <source>Rendezvous timeout, seconds.</source>
        <translation>랑데부 제한 시간(초).</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>NCCL collectives over a size sweep.</source>
        <translation>메시지 크기를 바꿔 가며 실행하는 NCCL 집합 통신.</translation>
    </message>
    <message>
        <source>railyard-probe nccl: unknown collective &quot;%1&quot;.</source>
        <translation>railyard-probe nccl: 알 수 없는 집합 통신 &quot;%1&quot;입니다.</translation>
    </message>
    <message>
        <source>--minbytes/--maxbytes must be sizes with min &lt;= max.</source>
        <translation>--minbytes/--maxbytes는 min &lt;= max를 만족하는 크기여야 합니다.</translation>
    </message>
    <message>
        <source>No CUDA device on %1 (%2); the NCCL probe needs an NVIDIA GPU and its driver.</source>
        <translation>%1에 CUDA 장치가 없습니다(%2). NCCL 프로브에는 NVIDIA GPU와 드라이버가 필요합니다.</translation>
    </message>
    <message>
        <source>0 devices</source>
        <translation>장치 0개</translation>
    </message>
    <message>
        <source>%1 GPUs requested from device %2, but only %3 were found.</source>
        <translation>장치 %2부터 GPU %1개를 요청했지만 %3개만 찾았습니다.</translation>
    </message>
    <message>
        <source>This railyard-probe was built without CUDA and NCCL; rebuild with RAILYARD_PROBE_NCCL=ON on a machine that has them.</source>
        <translation>이 railyard-probe는 CUDA와 NCCL 없이 빌드되었습니다. CUDA와 NCCL이 설치된 머신에서 RAILYARD_PROBE_NCCL=ON으로 다시 빌드하십시오.</translation>
    </message>
    <message>
        <source>Cannot resolve &quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;의 주소를 확인할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>%1 포트 %2에서 수신 대기할 수 없습니다: %3</translation>
    </message>
    <message>
        <source>Waiting for a connection failed: %1</source>
        <translation>연결 대기에 실패했습니다: %1</translation>
    </message>
    <message>
        <source>Accepting a connection failed: %1</source>
        <translation>연결 수락에 실패했습니다: %1</translation>
    </message>
    <message>
        <source>Cannot bind to local address %1: %2</source>
        <translation>로컬 주소 %1에 바인딩할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Cannot connect to %1 port %2 within %3 s: %4</source>
        <translation>%3초 안에 %1 포트 %2에 연결할 수 없습니다: %4</translation>
    </message>
    <message>
        <source>Internal error: rendezvous blob has the wrong size.</source>
        <translation>내부 오류: 랑데부 데이터 블롭의 크기가 잘못되었습니다.</translation>
    </message>
    <message>
        <source>Rendezvous: only %1 of %2 ranks connected to port %3 within %4 s.</source>
        <translation>랑데부: %4초 안에 랭크 %2개 중 %1개만 포트 %3에 연결되었습니다.</translation>
    </message>
    <message>
        <source>Rendezvous: rank 0 at %1 port %2 did not send the id.</source>
        <translation>랑데부: %1 포트 %2의 랭크 0이 ID를 보내지 않았습니다.</translation>
    </message>
    <message>
        <source>Standard input closed (the launcher went away); stopping.</source>
        <translation>표준 입력이 닫혔습니다(런처가 종료됨). 중지합니다.</translation>
    </message>
    <message>
        <source>Only %1 of %2 senders connected within %3 s.</source>
        <translation>%3초 안에 송신자 %2개 중 %1개만 연결되었습니다.</translation>
    </message>
    <message>
        <source>--connect needs a port (HOST:PORT or --port).</source>
        <translation>--connect에는 포트가 필요합니다(HOST:PORT 또는 --port).</translation>
    </message>
    <message>
        <source>--bytes must be a size such as 64M.</source>
        <translation>--bytes는 64M과 같은 크기여야 합니다.</translation>
    </message>
    <message>
        <source>The connection to %1 broke after %2 bytes.</source>
        <translation>%2바이트를 전송한 뒤 %1과(와)의 연결이 끊어졌습니다.</translation>
    </message>
    <message>
        <source>%1 did not acknowledge the transfer.</source>
        <translation>%1이(가) 전송을 확인(ACK)하지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 acknowledged %2 of %3 bytes.</source>
        <translation>%1이(가) %3바이트 중 %2바이트를 확인했습니다.</translation>
    </message>
    <message>
        <source>Receive: listen on ADDRESS (* = all).</source>
        <translation>수신: ADDRESS에서 수신 대기(* = 모두).</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADDRESS</translation>
    </message>
    <message>
        <source>Send to HOST[:PORT].</source>
        <translation>HOST[:PORT]로 송신.</translation>
    </message>
    <message>
        <source>HOST</source>
        <translation>HOST</translation>
    </message>
    <message>
        <source>TCP port.</source>
        <translation>TCP 포트.</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <source>Send from this local ADDRESS (one per rail or plane).</source>
        <translation>이 로컬 ADDRESS에서 송신(레일 또는 플레인당 하나).</translation>
    </message>
    <message>
        <source>Send for S seconds.</source>
        <translation>S초 동안 송신.</translation>
    </message>
    <message>
        <source>Stop after SIZE bytes (K/M/G suffixes).</source>
        <translation>SIZE바이트 후 중지(K/M/G 접미사 사용 가능).</translation>
    </message>
    <message>
        <source>Keep retrying a refused connection for S seconds.</source>
        <translation>연결이 거부되면 S초 동안 계속 재시도.</translation>
    </message>
    <message>
        <source>Tag written into the row (a rail, a link).</source>
        <translation>행에 기록할 태그(레일, 링크 등).</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>Receive: stop after N connections (0 = until --timeout).</source>
        <translation>수신: 연결 N개 후 중지(0 = --timeout까지).</translation>
    </message>
    <message>
        <source>Receive: give up after S seconds.</source>
        <translation>수신: S초 후 포기.</translation>
    </message>
    <message>
        <source>TCP throughput between two addresses.</source>
        <translation>두 주소 간 TCP 처리량.</translation>
    </message>
    <message>
        <source>railyard-probe tcp: give --listen or --connect.</source>
        <translation>railyard-probe tcp: --listen 또는 --connect를 지정하십시오.</translation>
    </message>
    <message>
        <source>Number of ranks (else from the launcher).</source>
        <translation>랭크 수(지정하지 않으면 런처에서 가져옴).</translation>
    </message>
    <message>
        <source>HOST:PORT where rank 0 hands out the id.</source>
        <translation>랭크 0이 ID를 배포하는 HOST:PORT.</translation>
    </message>
    <message>
        <source>Multi-rank start-up check without GPUs.</source>
        <translation>GPU 없이 수행하는 다중 랭크 시작 점검.</translation>
    </message>
    <message>
        <source>The id received was corrupted.</source>
        <translation>수신한 ID가 손상되었습니다.</translation>
    </message>
    <message>
        <source>missing required key</source>
        <translation>필수 키 누락</translation>
    </message>
    <message>
        <source>Expected a single value, not a list or mapping.</source>
        <translation>목록이나 매핑이 아닌 단일 값이어야 합니다.</translation>
    </message>
    <message>
        <source>The run was stopped before this step ended.</source>
        <translation>이 단계가 끝나기 전에 실행이 중단되었습니다.</translation>
    </message>
    <message>
        <source>There is no benchmark run #%1 to add a row to.</source>
        <translation>행을 추가할 벤치마크 실행 #%1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>There is no benchmark run #%1 to finish.</source>
        <translation>끝낼 벤치마크 실행 #%1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>No `fabric:` section: a fabric spec file is a design file (or a bare document) with the generator&apos;s spec under `fabric:`.</source>
        <translation>`fabric:` 섹션이 없습니다. 패브릭 사양 파일은 `fabric:` 아래에 생성기 사양이 있는 설계 파일(또는 단독 문서)입니다.</translation>
    </message>
    <message numerus="yes">
        <source>Mark %n cable(s) %1</source>
        <translation>
            <numerusform>케이블 %n개를 %1(으)로 표시</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>가져옴: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>취소되었습니다.</translation>
    </message>
    <message>
        <source>This design is not stored in a Railyard file.</source>
        <translation>이 설계는 Railyard 파일에 저장되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1이(가) 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>the YAML nests deeper than %1 levels; no Railyard file nests that deep</source>
        <translation>YAML의 중첩이 %1단계보다 깊습니다. Railyard 파일은 그렇게 깊이 중첩되지 않습니다</translation>
    </message>
    <message>
        <source>the file is %1 bytes; Railyard reads YAML files of at most %2 bytes</source>
        <translation>파일이 %1바이트입니다. Railyard는 최대 %2바이트의 YAML 파일만 읽습니다</translation>
    </message>
    <message>
        <source>Cannot create the folder.</source>
        <translation>폴더를 만들 수 없습니다.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder: %1</source>
        <translation>임시 폴더를 만들 수 없습니다: %1</translation>
    </message>
    <message>
        <source>%1 The folder keeps its previous files.</source>
        <translation>%1 폴더에는 이전 파일이 그대로 남아 있습니다.</translation>
    </message>
    <message>
        <source>Cannot move the file into place: %1.</source>
        <translation>파일을 제자리로 옮길 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>%1; the file keeps its last saved content</source>
        <translation>%1; 파일은 마지막으로 저장된 내용을 유지합니다</translation>
    </message>
    <message>
        <source>the file was opened read-only or cannot be written (%1)</source>
        <translation>파일이 읽기 전용으로 열렸거나 쓸 수 없습니다 (%1)</translation>
    </message>
    <message>
        <source>Cannot copy the database</source>
        <translation>데이터베이스를 복사할 수 없습니다</translation>
    </message>
    <message>
        <source>The file was opened read-only; nothing was written.</source>
        <translation>파일이 읽기 전용으로 열렸습니다. 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>The file has schema version %1, which no Railyard writes (the file was damaged or changed by another program); it was left unchanged.</source>
        <translation>파일의 스키마 버전이 %1입니다. 이 버전은 어떤 Railyard도 쓰지 않습니다 (파일이 손상되었거나 다른 프로그램이 바꾸었습니다). 파일은 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>The file was written by a newer Railyard (schema version %1; this version reads up to %2); it was left unchanged.</source>
        <translation>더 새로운 Railyard가 쓴 파일입니다 (스키마 버전 %1, 이 버전은 %2까지 읽습니다). 파일은 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>The file holds Railyard tables but no schema version (0), which no Railyard writes; it was left unchanged.</source>
        <translation>파일에 Railyard 테이블이 있지만 스키마 버전이 없습니다 (0). 이런 파일은 어떤 Railyard도 쓰지 않습니다. 파일은 바꾸지 않았습니다.</translation>
    </message>
    <message>
        <source>The design refers to a missing object (table %1, row %2, to %3); nothing was saved.</source>
        <translation>설계가 없는 객체를 참조합니다 (테이블 %1, 행 %2, 대상 %3). 아무것도 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>Another program created the file meanwhile; it was left as it is and nothing was written.</source>
        <translation>그 사이에 다른 프로그램이 파일을 만들었습니다. 그 파일은 그대로 두었고 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>Cannot give the new file its name: %1.</source>
        <translation>새 파일에 이름을 붙일 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation>장치에 남은 공간이 없습니다</translation>
    </message>
    <message>
        <source>the write was incomplete</source>
        <translation>쓰기가 끝까지 되지 않았습니다</translation>
    </message>
    <message>
        <source>Cannot write the file: %1.</source>
        <translation>파일을 쓸 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 %4 with data</source>
        <extracomment>%1 = the object (&quot;SU2&quot;), %2 of %3 = members with data, %4 = &quot;nodes&quot; or &quot;links&quot;</extracomment>
        <translation>%1: %4 %3개 중 %2개에 데이터 있음</translation>
    </message>
    <message>
        <source>Worst: %1</source>
        <extracomment>followed by the name of the worst member and its figures</extracomment>
        <translation>가장 나쁨: %1</translation>
    </message>
    <message>
        <source>Not rated: not every member has data</source>
        <extracomment>an aggregate whose members are not all measured is not rated</extracomment>
        <translation>평가 안 됨: 모든 구성원에 데이터가 있지는 않음</translation>
    </message>
    <message>
        <source>cable %1</source>
        <translation>케이블 %1</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>노드</translation>
    </message>
    <message>
        <source>links</source>
        <translation>링크</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>열 %1</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>랙</translation>
    </message>
    <message>
        <source>the %1 &quot;%2&quot; is not allowed: %3</source>
        <translation>%1 &quot;%2&quot;은(는) 허용되지 않습니다: %3</translation>
    </message>
    <message>
        <source>The %1 output cannot hold the %2 &quot;%3&quot; of %4: %5 Nothing was written.</source>
        <translation>%1 출력에는 %4의 %2 &quot;%3&quot;을(를) 쓸 수 없습니다: %5 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>The Slurm output cannot hold the %1 &quot;%2&quot; of %3: Slurm names hold only letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos; (no spaces, &apos;=&apos;, &apos;,&apos;, &apos;[&apos; or &apos;]&apos;). Nothing was written.</source>
        <translation>Slurm 출력에는 %3의 %1 &quot;%2&quot;을(를) 쓸 수 없습니다: Slurm 이름에는 영문자, 숫자, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;만 쓸 수 있습니다(공백, &apos;=&apos;, &apos;,&apos;, &apos;[&apos;, &apos;]&apos; 불가). 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>The %1 output cannot hold the address &quot;%2&quot;: it is not an IP address. Nothing was written.</source>
        <translation>%1 출력에는 주소 &quot;%2&quot;을(를) 쓸 수 없습니다: IP 주소가 아닙니다. 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>The %1 &quot;%2&quot; is not allowed: %3</source>
        <translation>%1 &quot;%2&quot;은(는) 허용되지 않습니다: %3</translation>
    </message>
    <message>
        <source>It is %1 characters long; at most %2 are allowed.</source>
        <translation>길이가 %1자입니다. 최대 %2자까지 허용됩니다.</translation>
    </message>
    <message>
        <source>It holds the control character %1.</source>
        <translation>제어 문자 %1이(가) 들어 있습니다.</translation>
    </message>
    <message>
        <source>It holds the invisible character %1.</source>
        <translation>보이지 않는 문자 %1이(가) 들어 있습니다.</translation>
    </message>
    <message>
        <source>It starts or ends with white space.</source>
        <translation>공백으로 시작하거나 끝납니다.</translation>
    </message>
    <message>
        <source>A host name is at most %1 characters long (RFC 1123), not %2.</source>
        <translation>호스트 이름은 최대 %1자입니다(RFC 1123). 현재 %2자입니다.</translation>
    </message>
    <message>
        <source>A host name holds only letters a-z, digits and hyphens, with dots between labels (RFC 1123), not %1.</source>
        <translation>호스트 이름에는 영문자 a-z, 숫자, 하이픈만 쓰고 레이블 사이에 점을 넣습니다(RFC 1123). %1은(는) 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>A host name has no empty labels (no leading, trailing or double dot).</source>
        <translation>호스트 이름에는 빈 레이블이 없어야 합니다(앞뒤 점이나 연속된 점 불가).</translation>
    </message>
    <message>
        <source>A label of a host name is at most %1 characters long (RFC 1123), not %2.</source>
        <translation>호스트 이름의 레이블은 최대 %1자입니다(RFC 1123). 현재 %2자입니다.</translation>
    </message>
    <message>
        <source>A label of a host name neither starts nor ends with a hyphen (RFC 1123).</source>
        <translation>호스트 이름의 레이블은 하이픈으로 시작하거나 끝날 수 없습니다(RFC 1123).</translation>
    </message>
    <message>
        <source>An interface name is at most %1 bytes long (IFNAMSIZ - 1), not %2.</source>
        <translation>인터페이스 이름은 최대 %1바이트입니다(IFNAMSIZ - 1). 현재 %2바이트입니다.</translation>
    </message>
    <message>
        <source>An interface name cannot be &quot;.&quot; or &quot;..&quot;.</source>
        <translation>인터페이스 이름은 &quot;.&quot; 또는 &quot;..&quot;일 수 없습니다.</translation>
    </message>
    <message>
        <source>An interface name holds no white space, &apos;/&apos;, &apos;:&apos;, quotes, backslash, &apos;$&apos; or non-ASCII characters (found %1).</source>
        <translation>인터페이스 이름에는 공백, &apos;/&apos;, &apos;:&apos;, 따옴표, 백슬래시, &apos;$&apos;, 비ASCII 문자를 쓸 수 없습니다(발견: %1).</translation>
    </message>
    <message>
        <source>A PCI address is [DDDD:]BB:DD.F in hexadecimal, e.g. 0000:1b:00.0.</source>
        <translation>PCI 주소는 16진수 [DDDD:]BB:DD.F 형식입니다. 예: 0000:1b:00.0.</translation>
    </message>
    <message>
        <source>A MAC address is six hexadecimal pairs separated by &apos;:&apos;, e.g. A0:88:C2:00:00:01.</source>
        <translation>MAC 주소는 &apos;:&apos;로 구분한 16진수 여섯 쌍입니다. 예: A0:88:C2:00:00:01.</translation>
    </message>
    <message>
        <source>A GUID is 16 hexadecimal digits, e.g. 0x946dae03006f0a01.</source>
        <translation>GUID는 16진수 16자리입니다. 예: 0x946dae03006f0a01.</translation>
    </message>
    <message>
        <source>%1 %2: %3 &quot;%4&quot; -&gt; &quot;%5&quot;</source>
        <translation>%1 %2: %3 &quot;%4&quot; -&gt; &quot;%5&quot;</translation>
    </message>
    <message>
        <source>Renamed: %1</source>
        <translation>이름 변경: %1</translation>
    </message>
    <message>
        <source>The reported name &quot;%1&quot; cannot be a device name: %2 (--sanitize-names changes such names)</source>
        <translation>보고된 이름 &quot;%1&quot;은(는) 장비 이름이 될 수 없습니다: %2 (--sanitize-names를 쓰면 이런 이름을 바꿉니다)</translation>
    </message>
    <message>
        <source>the mapping names front port &quot;%1&quot;, which does not exist</source>
        <translation>매핑이 존재하지 않는 전면 포트 &quot;%1&quot;을(를) 가리킵니다</translation>
    </message>
    <message>
        <source>renamed &quot;%1&quot; to &quot;%2&quot;: Railyard names each port of a device once, and the port at line %3 has this name</source>
        <translation>&quot;%1&quot;을(를) &quot;%2&quot;(으)로 바꿨습니다: Railyard는 장비의 포트마다 이름을 하나씩만 붙이며, %3행의 포트가 이 이름을 씁니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is defined twice in %2. First at line %3.</source>
        <translation>&quot;%1&quot;이(가) %2에 두 번 정의되었습니다. 처음은 %3행입니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NetBox console server port type</source>
        <translation>&quot;%1&quot;은(는) NetBox 콘솔 서버 포트 유형이 아닙니다</translation>
    </message>
    <message>
        <source>First at line %1.</source>
        <translation>처음은 %1행입니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n more error(s) in this file not listed</source>
        <translation>
            <numerusform>이 파일의 나머지 오류 %n개는 표시하지 않았습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>slug &quot;%1&quot; is already used by %2</source>
        <translation>슬러그 &quot;%1&quot;은(는) 이미 %2에서 쓰고 있습니다</translation>
    </message>
    <message>
        <source>the folder &quot;%1&quot; holds no device-type files (.yaml or .yml)</source>
        <translation>폴더 &quot;%1&quot;에 장비 유형 파일(.yaml 또는 .yml)이 없습니다</translation>
    </message>
    <message>
        <source>interface</source>
        <translation>인터페이스</translation>
    </message>
    <message>
        <source>console port</source>
        <translation>콘솔 포트</translation>
    </message>
    <message>
        <source>front or rear port</source>
        <translation>전면 또는 후면 포트</translation>
    </message>
    <message>
        <source>Port &quot;%1&quot; has %2 positions; it needs at least 1.</source>
        <translation>포트 &quot;%1&quot;의 위치 수가 %2입니다. 최소 1이어야 합니다.</translation>
    </message>
    <message>
        <source>Port &quot;%1&quot; has the type &quot;%2&quot;, which is not a NetBox %3 type.</source>
        <translation>포트 &quot;%1&quot;의 유형 &quot;%2&quot;은(는) NetBox %3 유형이 아닙니다.</translation>
    </message>
    <message>
        <source>It is an interface type.</source>
        <translation>인터페이스 유형입니다.</translation>
    </message>
    <message>
        <source>Front port &quot;%1&quot; maps to &quot;%2&quot;, which is not a rear port.</source>
        <translation>전면 포트 &quot;%1&quot;이(가) 후면 포트가 아닌 &quot;%2&quot;에 매핑되어 있습니다.</translation>
    </message>
    <message>
        <source>Front port &quot;%1&quot; maps to rear port &quot;%2&quot;, which does not exist.</source>
        <translation>전면 포트 &quot;%1&quot;이(가) 존재하지 않는 후면 포트 &quot;%2&quot;에 매핑되어 있습니다.</translation>
    </message>
    <message>
        <source>Front port &quot;%1&quot; uses position %2 of rear port &quot;%3&quot;, which has positions 1 to %4.</source>
        <translation>전면 포트 &quot;%1&quot;이(가) 후면 포트 &quot;%3&quot;의 위치 %2을(를) 사용하지만, 그 포트의 위치는 1부터 %4까지입니다.</translation>
    </message>
    <message>
        <source>Front ports &quot;%1&quot; and &quot;%2&quot; both use position %3 of rear port &quot;%4&quot;.</source>
        <translation>전면 포트 &quot;%1&quot;과(와) &quot;%2&quot;가 모두 후면 포트 &quot;%4&quot;의 위치 %3을(를) 사용합니다.</translation>
    </message>
    <message>
        <source>A module bay has no name.</source>
        <translation>모듈 베이에 이름이 없습니다.</translation>
    </message>
    <message>
        <source>Module bay &quot;%1&quot; is defined twice.</source>
        <translation>모듈 베이 &quot;%1&quot;이(가) 두 번 정의되었습니다.</translation>
    </message>
    <message>
        <source>Port %1 carries the ends of two cables (%2 and %3); nothing was saved.</source>
        <translation>포트 %1에 케이블 두 개(%2, %3)의 끝이 연결되어 있습니다. 아무것도 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <source>Give the length either as length_m or as length with length_unit, not both.</source>
        <translation>길이는 length_m 또는 length와 length_unit 중 하나로만 지정하십시오. 둘 다 지정할 수 없습니다.</translation>
    </message>
    <message>
        <source>length_unit is given without a length.</source>
        <translation>length 없이 length_unit이 지정되었습니다.</translation>
    </message>
    <message>
        <source>length needs a length_unit (one of: %1).</source>
        <translation>length에는 length_unit이 필요합니다(%1 중 하나).</translation>
    </message>
    <message>
        <source>Unknown length unit &quot;%1&quot;; expected one of: %2.</source>
        <translation>알 수 없는 길이 단위 &quot;%1&quot;; 다음 중 하나여야 합니다: %2.</translation>
    </message>
    <message>
        <source>metres</source>
        <translation>미터</translation>
    </message>
    <message>
        <source>centimetres</source>
        <translation>센티미터</translation>
    </message>
    <message>
        <source>feet</source>
        <translation>피트</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>인치</translation>
    </message>
    <message>
        <source>Unknown length unit &quot;%1&quot;; the units are %2.</source>
        <translation>알 수 없는 길이 단위 &quot;%1&quot;; 단위는 %2입니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a length: write a number and a unit (%2), or leave it empty for an unknown length.</source>
        <translation>&quot;%1&quot;은(는) 길이가 아닙니다. 숫자와 단위(%2)를 쓰거나, 길이를 모르면 비워 두십시오.</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>최소 %1</translation>
    </message>
    <message>
        <source>Cable length</source>
        <translation>케이블 길이</translation>
    </message>
    <message>
        <source>  without length</source>
        <translation>  길이 없음</translation>
    </message>
    <message>
        <source>Cannot read the Slurm node list: %1</source>
        <translation>Slurm 노드 목록을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The Slurm node list names no node.</source>
        <translation>Slurm 노드 목록에 노드가 하나도 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>--strict: %n warning(s), so nothing was written:</source>
        <translation>
            <numerusform>--strict: 경고 %n개가 있어 아무것도 쓰지 않았습니다:</numerusform>
        </translation>
    </message>
    <message>
        <source>Unbalanced &quot;]&quot; in the host list &quot;%1&quot;.</source>
        <translation>호스트 목록 &quot;%1&quot;에 짝이 맞지 않는 &quot;]&quot;가 있습니다.</translation>
    </message>
    <message>
        <source>Unbalanced &quot;[&quot; in the host list &quot;%1&quot;.</source>
        <translation>호스트 목록 &quot;%1&quot;에 짝이 맞지 않는 &quot;[&quot;가 있습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number or range in the host list &quot;%2&quot;.</source>
        <translation>호스트 목록 &quot;%2&quot;의 &quot;%1&quot;은(는) 숫자나 범위가 아닙니다.</translation>
    </message>
    <message>
        <source>The range &quot;%1&quot; runs backwards in the host list &quot;%2&quot;.</source>
        <translation>호스트 목록 &quot;%2&quot;의 범위 &quot;%1&quot;이(가) 거꾸로 되어 있습니다.</translation>
    </message>
    <message>
        <source>The host list &quot;%1&quot; names too many hosts.</source>
        <translation>호스트 목록 &quot;%1&quot;에 호스트가 너무 많습니다.</translation>
    </message>
    <message>
        <source>The host list &quot;%1&quot; names more than %2 hosts.</source>
        <translation>호스트 목록 &quot;%1&quot;에 호스트가 %2개보다 많습니다.</translation>
    </message>
    <message>
        <source>Cannot write the output: %1</source>
        <translation>출력을 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The GPU nodes %1 and %2 would both be the Slurm node %3; give them distinct host names or use --node-names name.</source>
        <translation>GPU 노드 %1과(와) %2이(가) 모두 Slurm 노드 %3이(가) 됩니다. 서로 다른 호스트 이름을 주거나 --node-names name을 쓰십시오.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU node(s) of the design are not in Slurm&apos;s node list and are left out: %1</source>
        <translation>
            <numerusform>설계의 GPU 노드 %n개가 Slurm 노드 목록에 없어 제외됩니다: %1</numerusform>
        </translation>
    </message>
    <message>
        <source># Leaves that share GPU nodes (the rail leaves of one scalable unit) are one switch here: Slurm&apos;s tree needs each node under one leaf switch.
</source>
        <translation># GPU 노드를 공유하는 리프(한 SU의 레일 리프)는 여기서 스위치 하나로 씁니다. Slurm의 트리는 노드마다 리프 스위치가 하나여야 합니다.
</translation>
    </message>
    <message>
        <source># Left out, no GPU node of Slurm&apos;s under them: %1
</source>
        <translation># Slurm의 GPU 노드가 아래에 없어 제외함: %1
</translation>
    </message>
    <message>
        <source># The switches below share no common switch in the design but are cabled together beneath; a virtual root joins them so that Slurm sees one tree.
</source>
        <translation># 아래 스위치들은 설계상 공통 상위 스위치가 없지만 아래쪽에서 케이블로 이어져 있습니다. Slurm이 하나의 트리로 보도록 가상 루트로 묶습니다.
</translation>
    </message>
    <message numerus="yes">
        <source>The compute fabric has %n part(s) that no cable joins (%1); Slurm places no job across them.</source>
        <translation>
            <numerusform>컴퓨트 패브릭이 케이블로 이어지지 않은 %n개 부분으로 나뉘어 있습니다(%1). Slurm은 이 부분들에 걸쳐 작업을 배치하지 않습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) have fewer nodes than the base block size %1 and are left out (Slurm&apos;s block plugin refuses them): %2; their nodes %3 are in no block.</source>
        <translation>
            <numerusform>블록 %n개는 노드 수가 기본 블록 크기 %1보다 적어 제외됩니다(Slurm의 block 플러그인이 거부함): %2. 그 노드 %3은(는) 어느 블록에도 속하지 않습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The zone %1 has no NS record: the design has no name server (give a device the role name-server, or use railyard-cli dns-export --name-server). BIND will not load the zone until one is added.</source>
        <translation>영역 %1에 NS 레코드가 없습니다: 설계에 네임 서버가 없습니다(장비에 name-server 역할을 주거나 railyard-cli dns-export --name-server를 쓰십시오). 네임 서버를 추가하기 전에는 BIND가 이 영역을 불러오지 않습니다.</translation>
    </message>
    <message>
        <source>DNS forward zone file (SOA, NS, A/AAAA records) for the design&apos;s DNS names</source>
        <translation>설계의 DNS 이름에 대한 DNS 정방향 영역 파일(SOA, NS, A/AAAA 레코드)</translation>
    </message>
    <message>
        <source>The name server %1 lies in the zone %2 but the design gives it no address: give --name-server-address, or give the name server an address with that DNS name. Nothing was written.</source>
        <translation>네임 서버 %1은(는) 영역 %2 안에 있지만 설계에 그 주소가 없습니다: --name-server-address를 지정하거나, 그 DNS 이름을 가진 주소를 네임 서버에 주십시오. 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>DNS reverse zone file (in-addr.arpa PTR records) for the design&apos;s IPv4 addresses with DNS names</source>
        <translation>DNS 이름이 있는 설계의 IPv4 주소에 대한 DNS 역방향 영역 파일(in-addr.arpa PTR 레코드)</translation>
    </message>
    <message>
        <source>The design has no IPv4 address with a DNS name, so there is no reverse zone to write. Nothing was written.</source>
        <translation>설계에 DNS 이름이 있는 IPv4 주소가 없어 쓸 역방향 영역이 없습니다. 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The design&apos;s addresses share no first octet, so no single reverse zone holds them; write the %n zones (%1) with railyard-cli dns-export --dir DIR. Nothing was written.</source>
        <translation>
            <numerusform>설계의 주소들이 첫 옥텟을 공유하지 않아 하나의 역방향 영역에 담을 수 없습니다. 영역 %n개(%1)를 railyard-cli dns-export --dir DIR로 쓰십시오. 아무것도 쓰지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The design has no reverse zone %1 (it has: %2). Nothing was written.</source>
        <translation>설계에 역방향 영역 %1이(가) 없습니다(있는 영역: %2). 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n IPv6 address(es) left out: the reverse zones are IPv4 (in-addr.arpa) only.</source>
        <translation>
            <numerusform>IPv6 주소 %n개를 제외했습니다: 역방향 영역은 IPv4(in-addr.arpa) 전용입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>BIND named.conf zone statements for a DNS export</source>
        <translation>DNS 내보내기용 BIND named.conf 영역 구문</translation>
    </message>
    <message>
        <source>%1 %2 give the group name %3; written as %4</source>
        <translation>%1 %2이(가) 모두 그룹 이름 %3이(가) 되어 %4(으)로 씁니다</translation>
    </message>
    <message>
        <source>Ansible group names collide: %1.</source>
        <translation>Ansible 그룹 이름이 겹칩니다: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) have no address in the design; their ansible_host is their name, for DNS to resolve: %1</source>
        <translation>
            <numerusform>호스트 %n개는 설계에 주소가 없어 ansible_host를 이름으로 두었습니다(DNS로 해석): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) have no MAC on the interface of a planned address (%1 address(es), the first: %2) and get no DHCP reservation: the server, which hands out reserved addresses only, gives them nothing.</source>
        <translation>
            <numerusform>호스트 %n개는 계획된 주소의 인터페이스에 MAC이 없어(주소 %1개, 첫 번째: %2) DHCP 예약을 받지 못합니다: 예약된 주소만 나눠 주는 서버는 이들에게 아무 주소도 주지 않습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>ISC Kea DHCPv4 configuration: interfaces, subnets and host reservations, reserved hosts only (JSON)</source>
        <translation>ISC Kea DHCPv4 설정: 인터페이스, 서브넷, 호스트 예약, 예약된 호스트만 (JSON)</translation>
    </message>
    <message>
        <source>dnsmasq DHCP (reserved hosts only) and host records: dhcp-range, dhcp-host and host-record lines</source>
        <translation>dnsmasq DHCP(예약된 호스트만)와 호스트 레코드: dhcp-range, dhcp-host, host-record 줄</translation>
    </message>
    <message>
        <source>link subnets of rule %1</source>
        <translation>규칙 %1의 링크 서브넷</translation>
    </message>
    <message>
        <source>The network %1 is in several VRFs; one DHCP server serves it once, so only the addresses of its first VRF are in the file.</source>
        <translation>네트워크 %1이(가) 여러 VRF에 있습니다. DHCP 서버 하나는 한 네트워크를 한 번만 제공하므로 첫 번째 VRF의 주소만 파일에 넣었습니다.</translation>
    </message>
    <message>
        <source>%1 %2 is named %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>%1 %2 has no rule</source>
        <translation>%1 %2에는 규칙이 없음</translation>
    </message>
    <message>
        <source>Interface names in the kernel&apos;s namespace (ethN, ibN, ...) race with the kernel (systemd.link(5)); the rules use the PCI path name instead: %1. Set if_name in the design to choose another.</source>
        <translation>커널 이름 공간의 인터페이스 이름(ethN, ibN, ...)은 커널과 경합합니다(systemd.link(5)). 규칙에는 대신 PCI 경로 이름을 씁니다: %1. 다른 이름을 원하면 설계에서 if_name을 지정하십시오.</translation>
    </message>
    <message>
        <source>No PCI address on any port of the server type(s) %1: no udev rule can name their NICs, so none is written for them.</source>
        <translation>서버 장치 유형 %1의 어느 포트에도 PCI 주소가 없어 udev 규칙으로 NIC 이름을 정할 수 없으므로 규칙을 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>The design has no PCI addresses: the file holds no rule.</source>
        <translation>설계에 PCI 주소가 없어 파일에 규칙이 없습니다.</translation>
    </message>
    <message>
        <source>%1 does not fit rack %2 (U1-U%3).</source>
        <translation>%1이(가) 랙 %2의 범위(U1-U%3)를 벗어납니다.</translation>
    </message>
    <message>
        <source>%1 in rack %2 overlaps %3 (%4).</source>
        <translation>랙 %2의 %1이(가) %3(%4)과(와) 겹칩니다.</translation>
    </message>
    <message>
        <source>Port %1 of %2: type %3 is not a NetBox %4 type; written without a type.</source>
        <translation>%2의 포트 %1: 유형 %3은(는) NetBox %4 유형이 아니므로 유형 없이 기록합니다.</translation>
    </message>
    <message>
        <source>Cable %1 joins NetBox terminations %2 and %3, which NetBox cannot connect (it joins console ports to console server ports and power ports to power outlets or feeds); the cable is not written.</source>
        <translation>케이블 %1은(는) NetBox 종단 %2와(과) %3을(를) 연결하지만 NetBox는 이 둘을 연결할 수 없습니다(콘솔 포트는 콘솔 서버 포트에, 전원 포트는 전원 콘센트나 전원 피드에만 연결합니다). 이 케이블은 기록하지 않습니다.</translation>
    </message>
    <message>
        <source>%1: the page is too narrow for the columns %2 on one line; their longer cells wrap onto a second line.</source>
        <translation>%1: 페이지가 좁아 %2 열을 한 줄에 담을 수 없습니다. 긴 셀은 다음 줄로 넘어갑니다.</translation>
    </message>
    <message>
        <source>Cabling plan</source>
        <translation>케이블링 계획</translation>
    </message>
    <message>
        <source>Patch plan</source>
        <translation>패치 계획</translation>
    </message>
    <message>
        <source>The label of cable %1, end %2, does not fit the %3 stock (%4 x %5 mm) even at %6 pt: it is printed cut off (&quot;%7&quot;). Use a larger stock or a shorter template.</source>
        <translation>케이블 %1의 %2 끝 라벨이 %6 pt로도 %3 용지(%4 x %5 mm)에 맞지 않아 잘린 채 인쇄됩니다 (&quot;%7&quot;). 더 큰 용지나 더 짧은 템플릿을 쓰십시오.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has characters IBDM does not take in a name; the topology and IBNL files call it &quot;%2&quot;</source>
        <translation>&quot;%1&quot;에는 IBDM이 이름에 받지 않는 문자가 있습니다. 토폴로지와 IBNL 파일에서는 &quot;%2&quot;(으)로 씁니다</translation>
    </message>
    <message>
        <source>the InfiniBand fabric has %1 parts that no switch joins: %2; each is a subnet of its own with its own subnet manager, and ibdmchk checks only the part of the SM it is given</source>
        <translation>InfiniBand 패브릭에 스위치로 이어지지 않은 부분이 %1개 있습니다: %2. 각각 자체 서브넷 관리자를 둔 별도의 서브넷이며, ibdmchk는 지정한 SM이 속한 부분만 검사합니다</translation>
    </message>
    <message>
        <source>the topology has no switch type; ibdmchk needs one to route</source>
        <translation>토폴로지에 스위치 유형이 없습니다. ibdmchk가 경로를 계산하려면 스위치가 필요합니다</translation>
    </message>
    <message>
        <source>%1 %2 changed, but NetBox&apos;s id for it is not known; change it in NetBox by hand.</source>
        <translation>%1 %2이(가) 바뀌었지만 NetBox id를 알 수 없습니다. NetBox에서 직접 바꾸십시오.</translation>
    </message>
    <message>
        <source>Cannot read the file: %1.</source>
        <translation>파일을 읽을 수 없습니다: %1.</translation>
    </message>
    <message>
        <source>Malformed JSON: %1.</source>
        <translation>잘못된 JSON: %1.</translation>
    </message>
    <message>
        <source>Not a NetBox API page: expected an object with &quot;count&quot; and &quot;results&quot;.</source>
        <translation>NetBox API 페이지가 아닙니다: &quot;count&quot;와 &quot;results&quot;가 있는 객체여야 합니다.</translation>
    </message>
    <message>
        <source>Not a NetBox API page: &quot;results&quot; is missing or not a list.</source>
        <translation>NetBox API 페이지가 아닙니다: &quot;results&quot;가 없거나 목록이 아닙니다.</translation>
    </message>
    <message>
        <source>Not a NetBox API page: &quot;count&quot; is missing or not a whole number.</source>
        <translation>NetBox API 페이지가 아닙니다: &quot;count&quot;가 없거나 정수가 아닙니다.</translation>
    </message>
    <message>
        <source>&quot;count&quot; is %1 here but %2 on the first page.</source>
        <translation>여기서는 &quot;count&quot;가 %1이지만 첫 페이지에서는 %2입니다.</translation>
    </message>
    <message>
        <source>Not an object.</source>
        <translation>객체가 아닙니다.</translation>
    </message>
    <message>
        <source>The next page (%1) is not in the folder; save it as %2.</source>
        <translation>다음 페이지(%1)가 폴더에 없습니다. %2(으)로 저장하십시오.</translation>
    </message>
    <message>
        <source>&quot;count&quot; says %1 objects but the pages hold %2: a page is missing.</source>
        <translation>&quot;count&quot;는 객체 %1개라고 하지만 페이지에는 %2개가 있습니다: 빠진 페이지가 있습니다.</translation>
    </message>
    <message>
        <source>Missing or not a whole number.</source>
        <translation>없거나 정수가 아닙니다.</translation>
    </message>
    <message>
        <source>Not a text value.</source>
        <translation>텍스트 값이 아닙니다.</translation>
    </message>
    <message>
        <source>Not a number.</source>
        <translation>숫자가 아닙니다.</translation>
    </message>
    <message>
        <source>Not true or false.</source>
        <translation>true 또는 false가 아닙니다.</translation>
    </message>
    <message>
        <source>Not a NetBox choice value.</source>
        <translation>NetBox 선택 값이 아닙니다.</translation>
    </message>
    <message>
        <source>Not a NetBox object with an &quot;id&quot;.</source>
        <translation>&quot;id&quot;가 있는 NetBox 객체가 아닙니다.</translation>
    </message>
    <message>
        <source>Refers to %1 %2, which %3.json does not hold.</source>
        <translation>%1 %2을(를) 가리키지만 %3.json에 없습니다.</translation>
    </message>
    <message>
        <source>The %1 name %2 is used twice; NetBox %1 %3 is named %4.</source>
        <translation>%1 이름 %2이(가) 두 번 쓰였습니다. NetBox %1 %3의 이름을 %4(으)로 합니다.</translation>
    </message>
    <message>
        <source>Device status %1 has no Railyard equivalent; the device is planned.</source>
        <translation>장치 상태 %1에 해당하는 Railyard 상태가 없어 장치를 계획(planned) 상태로 둡니다.</translation>
    </message>
    <message>
        <source>The folder does not exist.</source>
        <translation>폴더가 없습니다.</translation>
    </message>
    <message>
        <source>site</source>
        <translation>사이트</translation>
    </message>
    <message>
        <source>Refers to locations %1, which locations.json does not hold.</source>
        <translation>위치 %1을(를) 가리키지만 locations.json에 없습니다.</translation>
    </message>
    <message>
        <source>Location %1 is nested more than two levels deep; it is a row of room %2.</source>
        <translation>위치 %1은(는) 두 단계보다 깊이 중첩되어 있어 룸 %2의 열로 둡니다.</translation>
    </message>
    <message>
        <source>NetBox device %1 has no name; it is named %2.</source>
        <translation>NetBox 장치 %1에 이름이 없어 %2(으)로 이름을 붙입니다.</translation>
    </message>
    <message numerus="yes">
        <source>Device %1: %n port(s) have the name of another kind of port of the device and are named with their kind, e.g. %2.</source>
        <translation>
            <numerusform>장치 %1: 포트 %n개가 같은 장치의 다른 종류 포트와 이름이 같아 종류를 붙여 이름을 정했습니다(예: %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Missing or not a list of terminations.</source>
        <translation>없거나 종단 목록이 아닙니다.</translation>
    </message>
    <message>
        <source>NetBox cable %1 has %2 terminations at one end; Railyard keeps one port per end, so the cable is left out.</source>
        <translation>NetBox 케이블 %1의 한쪽 끝에 종단이 %2개 있습니다. Railyard는 끝마다 포트 하나만 두므로 이 케이블은 제외합니다.</translation>
    </message>
    <message>
        <source>A termination needs &quot;object_type&quot; and an integer &quot;object_id&quot;.</source>
        <translation>종단에는 &quot;object_type&quot;과 정수 &quot;object_id&quot;가 있어야 합니다.</translation>
    </message>
    <message>
        <source>NetBox cable %1 ends on a %2, which Railyard does not model; the cable is left out.</source>
        <translation>NetBox 케이블 %1이(가) Railyard가 다루지 않는 %2에서 끝나므로 제외합니다.</translation>
    </message>
    <message>
        <source>NetBox cable %1 ends on %2 %3, which no file of the folder holds; the cable is left out.</source>
        <translation>NetBox 케이블 %1이(가) 폴더의 어느 파일에도 없는 %2 %3에서 끝나므로 제외합니다.</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>케이블</translation>
    </message>
    <message>
        <source>Length unit %1 is not one Railyard takes (%2).</source>
        <translation>길이 단위 %1은(는) Railyard가 받는 단위(%2)가 아닙니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) have no type in NetBox; their medium is guessed from their ports (power for power ports, copper for BASE-T and 8P8C, else mmf).</source>
        <translation>
            <numerusform>NetBox에서 유형이 없는 케이블 %n개의 매체를 포트로 추정했습니다(전원 포트는 power, BASE-T와 8P8C는 copper, 그 밖에는 mmf).</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>파일이 UTF-8 텍스트가 아닙니다.</translation>
    </message>
    <message>
        <source>This row has %1 fields but the header has %2.</source>
        <translation>이 행에는 필드가 %1개 있지만 머리글에는 %2개 있습니다.</translation>
    </message>
    <message>
        <source>Text after the closing quote of a field.</source>
        <translation>필드의 닫는 따옴표 뒤에 텍스트가 있습니다.</translation>
    </message>
    <message>
        <source>A quoted field starts here and never ends (a missing closing &quot;).</source>
        <translation>따옴표로 묶인 필드가 여기서 시작하지만 끝나지 않습니다(닫는 &quot; 누락).</translation>
    </message>
    <message>
        <source>The file is empty: a CSV export starts with a header row.</source>
        <translation>파일이 비어 있습니다: CSV 내보내기는 머리글 행으로 시작합니다.</translation>
    </message>
    <message>
        <source>No sites.json or sites.csv: save GET /api/dcim/sites/ as sites.json, or the sites list&apos;s CSV export as sites.csv, there.</source>
        <translation>sites.json도 sites.csv도 없습니다: 그 폴더에 GET /api/dcim/sites/ 결과를 sites.json으로, 또는 사이트 목록의 CSV 내보내기를 sites.csv로 저장하십시오.</translation>
    </message>
    <message>
        <source>The column &quot;%1&quot; is missing; the header has: %2.</source>
        <translation>&quot;%1&quot; 열이 없습니다. 머리글에 있는 열: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a NetBox id (a whole number).</source>
        <translation>&quot;%1&quot;은(는) NetBox id(정수)가 아닙니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>&quot;%1&quot;은(는) 숫자가 아닙니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not True or False.</source>
        <translation>&quot;%1&quot;은(는) True 또는 False가 아닙니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a value or label of NetBox 4.6.8&apos;s %2; it is kept as written.</source>
        <translation>&quot;%1&quot;은(는) NetBox 4.6.8 %2의 값이나 레이블이 아니므로 적힌 그대로 둡니다.</translation>
    </message>
    <message>
        <source>%1 has no row for &quot;%2&quot;.</source>
        <translation>%1에 &quot;%2&quot; 행이 없습니다.</translation>
    </message>
    <message>
        <source>Several rows of %1 are &quot;%2&quot;; Railyard cannot tell which is meant.</source>
        <translation>%1의 여러 행이 &quot;%2&quot;이므로 Railyard는 어느 것인지 알 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 at site %2</source>
        <translation>사이트 %2의 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a speed as NetBox writes it (&quot;10 Gbps&quot;).</source>
        <translation>&quot;%1&quot;은(는) NetBox가 쓰는 속도 형식(&quot;10 Gbps&quot;)이 아닙니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not &quot;&lt;rear port&gt;:&lt;position&gt;&quot;.</source>
        <translation>&quot;%1&quot;은(는) &quot;&lt;후면 포트&gt;:&lt;위치&gt;&quot; 형식이 아닙니다.</translation>
    </message>
    <message>
        <source>Device %1 has no rear port %2 in rear-ports.csv.</source>
        <translation>rear-ports.csv에 장치 %1의 후면 포트 %2이(가) 없습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a length as NetBox writes it (&quot;3 m&quot;).</source>
        <translation>&quot;%1&quot;은(는) NetBox가 쓰는 길이 형식(&quot;3 m&quot;)이 아닙니다.</translation>
    </message>
    <message>
        <source>NetBox cable %1 ends on %2, which is not a device&apos;s port; the cable is left out.</source>
        <translation>NetBox 케이블 %1이(가) 장치 포트가 아닌 %2에서 끝나므로 제외합니다.</translation>
    </message>
    <message>
        <source>These names are RDMA device names (/sys/class/infiniband), not network interface names: no rule renames a NIC to them, %1. Put the RDMA device name in rdma_device and the netdev name in if_name.</source>
        <translation>이 이름들은 네트워크 인터페이스 이름이 아니라 RDMA 장치 이름(/sys/class/infiniband)이므로 NIC 이름을 이것으로 바꾸는 규칙은 쓰지 않습니다: %1. RDMA 장치 이름은 rdma_device에, netdev 이름은 if_name에 넣으십시오.</translation>
    </message>
    <message>
        <source>Device type %1: its extra map has an nvme-bays list that cannot be read (%2); give the type drive_bays.</source>
        <translation>장비 유형 %1: extra 맵의 nvme-bays 목록을 읽을 수 없습니다(%2). 유형에 drive_bays를 지정하십시오.</translation>
    </message>
    <message>
        <source>Device type %1: drive bay %2 has no PCI address: no rule names its drive.</source>
        <translation>장비 유형 %1: 드라이브 베이 %2에 PCI 주소가 없어 그 드라이브에 이름을 붙이는 규칙이 없습니다.</translation>
    </message>
    <message>
        <source>extra is not valid YAML: %1</source>
        <translation>extra가 올바른 YAML이 아닙니다: %1</translation>
    </message>
    <message>
        <source>extra is not a YAML map.</source>
        <translation>extra가 YAML 맵이 아닙니다.</translation>
    </message>
    <message>
        <source>extra.nvme-bays is not a list.</source>
        <translation>extra.nvme-bays가 목록이 아닙니다.</translation>
    </message>
    <message>
        <source>extra.nvme-bays[%1] needs a name and a pci_address.</source>
        <translation>extra.nvme-bays[%1]에 name과 pci_address가 필요합니다.</translation>
    </message>
    <message>
        <source>An RDMA device name is 1 to 63 ASCII letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, e.g. mlx5_7.</source>
        <translation>RDMA 장치 이름은 ASCII 영문자, 숫자, &apos;_&apos;, &apos;-&apos;, &apos;.&apos;로 된 1~63자입니다(예: mlx5_7).</translation>
    </message>
    <message>
        <source>Another device has the same node GUID.</source>
        <translation>같은 노드 GUID를 가진 다른 장비가 있습니다.</translation>
    </message>
    <message>
        <source>Another device has the same chassis MAC; verification cannot tell the two apart by it.</source>
        <translation>같은 섀시 MAC을 가진 다른 장비가 있어 검증에서 이 MAC으로 두 장비를 구별할 수 없습니다.</translation>
    </message>
    <message>
        <source>A drive bay has no name.</source>
        <translation>드라이브 베이에 이름이 없습니다.</translation>
    </message>
    <message>
        <source>Drive bay &quot;%1&quot; is defined twice.</source>
        <translation>드라이브 베이 &quot;%1&quot;이(가) 두 번 정의되었습니다.</translation>
    </message>
    <message>
        <source>Drive bays &quot;%1&quot; and &quot;%2&quot; have the same PCI address %3.</source>
        <translation>드라이브 베이 &quot;%1&quot;과(와) &quot;%2&quot;의 PCI 주소 %3이(가) 같습니다.</translation>
    </message>
    <message>
        <source>Power cabling plan: one row per PSU with its PDU, outlet and feed leg (CSV)</source>
        <translation>전원 케이블링 계획: PSU마다 한 행, PDU·콘센트·피드 레그 포함 (CSV)</translation>
    </message>
    <message>
        <source>Power cabling plan: one row per PSU with its PDU, outlet and feed leg (PDF)</source>
        <translation>전원 케이블링 계획: PSU마다 한 행, PDU·콘센트·피드 레그 포함 (PDF)</translation>
    </message>
    <message>
        <source>Power cabling plan - %1</source>
        <translation>전원 케이블링 계획 - %1</translation>
    </message>
    <message>
        <source>Rack/U</source>
        <translation>랙/U</translation>
    </message>
    <message>
        <source>Power port</source>
        <translation>전원 포트</translation>
    </message>
    <message>
        <source>Draw (W)</source>
        <translation>소비 전력 (W)</translation>
    </message>
    <message>
        <source>PDU</source>
        <translation>PDU</translation>
    </message>
    <message>
        <source>Outlet</source>
        <translation>콘센트</translation>
    </message>
    <message>
        <source>Feed leg</source>
        <translation>피드 레그</translation>
    </message>
    <message>
        <source>not cabled</source>
        <translation>케이블 없음</translation>
    </message>
    <message numerus="yes">
        <source>%n power port(s)</source>
        <translation>
            <numerusform>전원 포트 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Power cabling plan</source>
        <translation>전원 케이블링 계획</translation>
    </message>
    <message>
        <source>Console cabling plan: one row per console port with its console server port (CSV)</source>
        <translation>콘솔 케이블링 계획: 콘솔 포트마다 한 행, 연결된 콘솔 서버 포트 포함 (CSV)</translation>
    </message>
    <message>
        <source>Console port %1 of %2 does not reach a console server port (%3).</source>
        <translation>%2의 콘솔 포트 %1이(가) 콘솔 서버 포트에 닿지 않습니다(%3).</translation>
    </message>
    <message>
        <source>Device %1 has no power port %2 in power-ports.csv.</source>
        <translation>power-ports.csv에 장비 %1의 전원 포트 %2이(가) 없습니다.</translation>
    </message>
    <message>
        <source>console server port</source>
        <translation>콘솔 서버 포트</translation>
    </message>
    <message>
        <source>power port</source>
        <translation>전원 포트</translation>
    </message>
    <message>
        <source>power outlet</source>
        <translation>전원 콘센트</translation>
    </message>
    <message>
        <source>single phase</source>
        <translation>단상</translation>
    </message>
    <message>
        <source>%1 phases</source>
        <translation>%1상</translation>
    </message>
    <message>
        <source>  %1 (%2): %3 of %4 kW</source>
        <translation>  %1 (%2): %4 kW 중 %3 kW</translation>
    </message>
    <message>
        <source>  %1 (%2): %3 kW, no capacity set</source>
        <translation>  %1 (%2): %3 kW, 용량 미설정</translation>
    </message>
    <message>
        <source>no leg</source>
        <translation>레그 없음</translation>
    </message>
    <message>
        <source>leg %1</source>
        <translation>레그 %1</translation>
    </message>
    <message>
        <source>    %1: %2 of %3 kW (%4 of %5 outlets)</source>
        <translation>    %1: %3 kW 중 %2 kW (콘센트 %5개 중 %4개)</translation>
    </message>
    <message>
        <source>    %1: %2 kW (%3 of %4 outlets)</source>
        <translation>    %1: %2 kW (콘센트 %4개 중 %3개)</translation>
    </message>
    <message>
        <source>%1: %2 kW max of %3 kW budget; %4 kW connected</source>
        <translation>%1: 예산 %3 kW 중 최대 %2 kW; 연결된 소비 %4 kW</translation>
    </message>
    <message>
        <source>%1: %2 kW max, no budget; %3 kW connected</source>
        <translation>%1: 최대 %2 kW, 예산 없음; 연결된 소비 %3 kW</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) without a power figure (%1)</source>
        <translation>
            <numerusform>전력 수치가 없는 장비 %n개 (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>PDUs in no rack:</source>
        <translation>랙에 없는 PDU:</translation>
    </message>
    <message numerus="yes">
        <source>%n racked power port(s) with no power cable to an outlet</source>
        <translation>
            <numerusform>콘센트에 전원 케이블이 연결되지 않은 랙 장착 전원 포트 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Device types without a power figure: %1</source>
        <translation>전력 수치가 없는 장비 유형: %1</translation>
    </message>
    <message>
        <source>PDUs</source>
        <translation>PDU</translation>
    </message>
    <message>
        <source>Connected draw (kW)</source>
        <translation>연결된 소비 전력 (kW)</translation>
    </message>
    <message>
        <source>No power figure</source>
        <translation>전력 수치 없음</translation>
    </message>
    <message>
        <source>Only a power outlet draws from a power port of its device.</source>
        <translation>전원 콘센트만 자기 장비의 전원 포트에서 전력을 받습니다.</translation>
    </message>
    <message>
        <source>A power outlet draws from a power port of the same device.</source>
        <translation>전원 콘센트는 같은 장비의 전원 포트에서 전력을 받아야 합니다.</translation>
    </message>
    <message>
        <source>Only a power outlet has a feed leg.</source>
        <translation>피드 레그는 전원 콘센트에만 있습니다.</translation>
    </message>
    <message>
        <source>The feed leg must be A, B or C (NetBox feed_leg), not &quot;%1&quot;.</source>
        <translation>피드 레그는 &quot;%1&quot;이(가) 아니라 A, B 또는 C(NetBox feed_leg)여야 합니다.</translation>
    </message>
    <message>
        <source>The available power cannot be negative.</source>
        <translation>가용 전력은 음수일 수 없습니다.</translation>
    </message>
    <message>
        <source>Only a power port (a PDU&apos;s inlet) has an available power.</source>
        <translation>가용 전력은 전원 포트(PDU의 입력)에만 있습니다.</translation>
    </message>
    <message>
        <source>The cable joins power port %1 to power port %2; make the PDU&apos;s end a power outlet (kind power-outlet).</source>
        <translation>케이블이 전원 포트 %1과(와) 전원 포트 %2을(를) 잇습니다. PDU 쪽 끝을 전원 콘센트(kind power-outlet)로 바꾸십시오.</translation>
    </message>
    <message>
        <source>A cable cannot join %1 (%2) to %3 (%4): power ports connect to power outlets, console ports to console server ports (or through front and rear ports), interfaces to interfaces (NetBox&apos;s cable rules).</source>
        <translation>케이블로 %1 (%2)과(와) %3 (%4)을(를) 이을 수 없습니다: 전원 포트는 전원 콘센트에, 콘솔 포트는 콘솔 서버 포트에(또는 전면·후면 포트를 거쳐), 인터페이스는 인터페이스에 연결됩니다(NetBox의 케이블 규칙).</translation>
    </message>
    <message>
        <source>The PSUs cabled to the rack&apos;s PDUs draw %1 kW, over the rack&apos;s budget of %2 kW.</source>
        <translation>랙의 PDU에 연결된 PSU가 %1 kW를 소비하여 랙 예산 %2 kW를 넘습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) in the rack have no power figure (device types %1: no power_max_w, power_typical_w or power port draw); the rack&apos;s %2 of %3 kW counts them as 0 W.</source>
        <translation>
            <numerusform>랙의 장비 %n개에 전력 수치가 없습니다(장비 유형 %1: power_max_w, power_typical_w, 전원 포트 소비 전력 없음). 랙의 %3 kW 중 %2 kW에는 이 장비들이 0 W로 계산됩니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The PSUs cabled to PDU %1 draw %2 kW, over its %3 kW.</source>
        <translation>PDU %1에 연결된 PSU가 %2 kW를 소비하여 PDU의 %3 kW를 넘습니다.</translation>
    </message>
    <message>
        <source>Feed leg %1 of PDU %2 carries %3 kW, over its %4 kW.</source>
        <translation>PDU %2의 피드 레그 %1에 %3 kW가 걸려 레그의 %4 kW를 넘습니다.</translation>
    </message>
    <message>
        <source>Port &quot;%1&quot; is no power outlet; only outlets have a power port and a feed leg.</source>
        <translation>포트 &quot;%1&quot;은(는) 전원 콘센트가 아닙니다. 전원 포트와 피드 레그는 콘센트에만 있습니다.</translation>
    </message>
    <message>
        <source>Power outlet &quot;%1&quot; draws from power port &quot;%2&quot;, which does not exist.</source>
        <translation>전원 콘센트 &quot;%1&quot;이(가) 존재하지 않는 전원 포트 &quot;%2&quot;에서 전력을 받습니다.</translation>
    </message>
    <message>
        <source>Power outlet &quot;%1&quot; draws from &quot;%2&quot;, which is not a power port.</source>
        <translation>전원 콘센트 &quot;%1&quot;이(가) 전원 포트가 아닌 &quot;%2&quot;에서 전력을 받습니다.</translation>
    </message>
    <message>
        <source>Power outlet &quot;%1&quot; has feed leg &quot;%2&quot;; NetBox&apos;s legs are A, B and C.</source>
        <translation>전원 콘센트 &quot;%1&quot;의 피드 레그가 &quot;%2&quot;입니다. NetBox의 레그는 A, B, C입니다.</translation>
    </message>
    <message>
        <source>expected even or minimum, got &quot;%1&quot;</source>
        <translation>even 또는 minimum이어야 하는데 &quot;%1&quot;입니다</translation>
    </message>
    <message>
        <source>groups &quot;%1&quot; and &quot;%2&quot; give node type &quot;%3&quot; different CPUs; give each group a node type of its own</source>
        <translation>그룹 &quot;%1&quot;과(와) &quot;%2&quot;가 노드 유형 &quot;%3&quot;에 서로 다른 CPU를 지정합니다. 그룹마다 별도의 노드 유형을 사용하십시오</translation>
    </message>
    <message>
        <source>Expected a CPU socket count from 0 to 1024, found %1.</source>
        <translation>CPU 소켓 수는 0에서 1024 사이여야 하는데 %1입니다.</translation>
    </message>
    <message>
        <source>Expected a figure of 0 or more, found %1.</source>
        <translation>0 이상의 값이어야 하는데 %1입니다.</translation>
    </message>
    <message>
        <source>%1 (GPUs %2 + CPUs %3)</source>
        <translation>%1 (GPU %2 + CPU %3)</translation>
    </message>
    <message>
        <source>Rpeak FP64 (PFLOPS)</source>
        <translation>Rpeak FP64 (PFLOPS)</translation>
    </message>
    <message>
        <source>a single-tier rail-only fabric holds %1 node slots, not %2</source>
        <translation>단일 계층 레일 전용 패브릭은 노드 슬롯 %2개가 아니라 %1개까지 수용합니다</translation>
    </message>
    <message>
        <source>Railyard&apos;s facts are given twice: here and in %1; keep one</source>
        <translation>Railyard 정보가 여기와 %1 두 곳에 있습니다. 한 곳만 남기십시오</translation>
    </message>
    <message>
        <source>network rack positions left empty: %1. placement.network-racks-per-row keeps %2 per row and the switches needed fewer, so these positions stay free (for growth) and the rows&apos; rack numbers skip them</source>
        <translation>비어 있는 네트워크 랙 위치: %1. placement.network-racks-per-row가 행마다 %2개를 확보하지만 스위치에 필요한 수가 더 적어, 이 위치는 (증설을 위해) 비워 두고 행의 랙 번호는 이 위치를 건너뜁니다</translation>
    </message>
    <message numerus="yes">
        <source>%n 1x%1 breakout cable(s) (%2) are written as their legs, one cable row each: NetBox&apos;s CSV import takes one termination per cable end. NetBox 4.5 and later can hold each as one cable of profile breakout-1c%1p-%1c1p.</source>
        <translation>
            <numerusform>1x%1 브레이크아웃 케이블 %n개(%2)를 레그마다 케이블 행 하나로 씁니다. NetBox CSV 가져오기는 케이블 끝마다 종단 하나만 받습니다. NetBox 4.5 이상에서는 각각을 프로파일 breakout-1c%1p-%1c1p의 케이블 하나로 둘 수 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>NetBox has no cable profile for a 1x%1 breakout: %n breakout cable(s) (%2) are written as their legs, one cable row each.</source>
        <translation>
            <numerusform>NetBox에는 1x%1 브레이크아웃용 케이블 프로파일이 없습니다. 브레이크아웃 케이블 %n개(%2)를 레그마다 케이블 행 하나로 씁니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>A breakout has 2 to 8 lanes, not %1.</source>
        <translation>브레이크아웃의 레인은 2~8개여야 합니다(%1개 아님).</translation>
    </message>
    <message>
        <source>The breakout has lanes 0 to %1; lane %2 does not exist.</source>
        <translation>이 브레이크아웃의 레인은 0~%1입니다. 레인 %2은(는) 없습니다.</translation>
    </message>
    <message>
        <source>Lane %1 has a second leg.</source>
        <translation>레인 %1에 두 번째 레그가 있습니다.</translation>
    </message>
    <message>
        <source>Breakout %1: its cage port does not exist.</source>
        <translation>브레이크아웃 %1: 케이지 포트가 없습니다.</translation>
    </message>
    <message>
        <source>Breakout %1: %2 lanes; a breakout has 2 to 8 legs.</source>
        <translation>브레이크아웃 %1: 레인 %2개. 브레이크아웃의 레그는 2~8개입니다.</translation>
    </message>
    <message>
        <source>lane %1 of %2</source>
        <translation>%2의 레인 %1</translation>
    </message>
    <message>
        <source>The breakout does not exist.</source>
        <translation>브레이크아웃이 없습니다.</translation>
    </message>
    <message>
        <source>Breakout %1 has lanes 0 to %2; lane %3 does not exist.</source>
        <translation>브레이크아웃 %1의 레인은 0~%2입니다. 레인 %3은(는) 없습니다.</translation>
    </message>
    <message>
        <source>Breakout %1: lane %2 has no port on the cage&apos;s device.</source>
        <translation>브레이크아웃 %1: 레인 %2의 포트가 케이지 장비에 없습니다.</translation>
    </message>
    <message>
        <source>Breakout cables</source>
        <translation>브레이크아웃 케이블</translation>
    </message>
    <message>
        <source>%1 (%2 legs connected, %3 free)</source>
        <translation>%1 (레그 %2개 연결, %3개 비어 있음)</translation>
    </message>
    <message>
        <source>Another breakout has the same label.</source>
        <translation>같은 라벨을 가진 다른 브레이크아웃이 있습니다.</translation>
    </message>
    <message>
        <source>The breakout&apos;s cage port does not exist.</source>
        <translation>브레이크아웃의 케이지 포트가 없습니다.</translation>
    </message>
    <message>
        <source>The breakout&apos;s cage %1 is not a network interface.</source>
        <translation>브레이크아웃의 케이지 %1은(는) 네트워크 인터페이스가 아닙니다.</translation>
    </message>
    <message>
        <source>The cable has a lane but belongs to no breakout.</source>
        <translation>케이블에 레인이 있지만 어떤 브레이크아웃에도 속하지 않습니다.</translation>
    </message>
    <message>
        <source>Port %1 is the cage of breakout %2; only its legs start there.</source>
        <translation>포트 %1은(는) 브레이크아웃 %2의 케이지입니다. 그 레그만 이곳에서 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>The cable is a leg of a breakout that does not exist.</source>
        <translation>케이블이 존재하지 않는 브레이크아웃의 레그입니다.</translation>
    </message>
    <message>
        <source>Lane %1 of breakout %2 has a second leg.</source>
        <translation>브레이크아웃 %2의 레인 %1에 두 번째 레그가 있습니다.</translation>
    </message>
    <message>
        <source>A leg of breakout %1 starts at %2, not on the device of its cage %3.</source>
        <translation>브레이크아웃 %1의 레그가 케이지 %3의 장비가 아닌 %2에서 시작합니다.</translation>
    </message>
    <message>
        <source>A leg is %1 but its breakout %2 is %3: one cable has one medium.</source>
        <translation>레그는 %1이지만 브레이크아웃 %2은(는) %3입니다. 케이블 하나는 매체가 하나입니다.</translation>
    </message>
    <message>
        <source>breakout</source>
        <translation>브레이크아웃</translation>
    </message>
    <message>
        <source>1x%1 breakout</source>
        <translation>1x%1 브레이크아웃</translation>
    </message>
    <message>
        <source>expected a list of interface names, found %1</source>
        <translation>인터페이스 이름 목록이 필요하지만 %1이(가) 있습니다</translation>
    </message>
    <message>
        <source>spare port &quot;%1&quot; is not a port of this device type</source>
        <translation>예비 포트 &quot;%1&quot;은(는) 이 장비 유형의 포트가 아닙니다</translation>
    </message>
    <message>
        <source>spare port &quot;%1&quot; is a %2, not an interface; only interfaces can be spare</source>
        <translation>예비 포트 &quot;%1&quot;은(는) 인터페이스가 아닌 %2입니다. 인터페이스만 예비 포트가 될 수 있습니다</translation>
    </message>
    <message>
        <source>spare port &quot;%1&quot; is listed twice</source>
        <translation>예비 포트 &quot;%1&quot;이(가) 두 번 나옵니다</translation>
    </message>
    <message>
        <source>give either count (nodes) or gpus (GPUs or NPUs, rounded up to whole nodes), not both</source>
        <translation>count(노드 수)와 gpus(GPU 또는 NPU 수, 노드 단위로 올림) 중 하나만 지정하십시오</translation>
    </message>
    <message>
        <source>missing required key: count (nodes) or gpus</source>
        <translation>필수 키가 없습니다: count(노드 수) 또는 gpus</translation>
    </message>
    <message>
        <source>give either count (nodes) or gpus (GPUs or NPUs), not both</source>
        <translation>count(노드 수)와 gpus(GPU 또는 NPU 수) 중 하나만 지정하십시오</translation>
    </message>
    <message>
        <source>gpus needs the GPUs per node: set gpus-per-node or the gpu_count of &quot;%1&quot;</source>
        <translation>gpus에는 노드당 GPU 수가 필요합니다: gpus-per-node 또는 &quot;%1&quot;의 gpu_count를 지정하십시오</translation>
    </message>
    <message>
        <source>%1 and %2 more (%3 in all)</source>
        <translation>%1 외 %2개 (모두 %3개)</translation>
    </message>
    <message>
        <source>expected a text key, not a list or map</source>
        <translation>목록이나 맵이 아닌 텍스트 키가 필요합니다</translation>
    </message>
    <message>
        <source>This file starts like JSON but is not valid JSON (%1 at byte %2).</source>
        <translation>이 파일은 JSON처럼 시작하지만 올바른 JSON이 아닙니다 (%2 바이트에서 %1).</translation>
    </message>
    <message>
        <source>%1 holds no lldpctl files (*.json, *.json0, *.keyvalue, *.xml or *.txt).</source>
        <translation>%1에 lldpctl 파일(*.json, *.json0, *.keyvalue, *.xml 또는 *.txt)이 없습니다.</translation>
    </message>
    <message>
        <source>line %1 is not key=value; expected lldpctl -f keyvalue output</source>
        <translation>%1번째 줄이 key=value 형식이 아닙니다. lldpctl -f keyvalue 출력이어야 합니다</translation>
    </message>
    <message>
        <source>line %1: the key %2 names no interface and field</source>
        <translation>%1번째 줄: 키 %2에 인터페이스와 필드가 없습니다</translation>
    </message>
    <message>
        <source>the XML element &lt;%1&gt; is not lldpctl output (expected &lt;lldp&gt; or &lt;local-chassis&gt;)</source>
        <translation>XML 요소 &lt;%1&gt;은(는) lldpctl 출력이 아닙니다(&lt;lldp&gt; 또는 &lt;local-chassis&gt;여야 합니다)</translation>
    </message>
    <message>
        <source>malformed XML: %1</source>
        <translation>잘못된 XML: %1</translation>
    </message>
    <message>
        <source>the file is empty; expected lldpctl output (-f json, json0, keyvalue or xml)</source>
        <translation>파일이 비어 있습니다. lldpctl 출력(-f json, json0, keyvalue 또는 xml)이어야 합니다</translation>
    </message>
    <message>
        <source>this is lldpctl&apos;s plain text output, which is not read (its layout changes between versions); save the output with lldpctl -f json (or -f keyvalue, -f xml)</source>
        <translation>lldpctl의 일반 텍스트 출력은 읽지 않습니다(버전마다 배치가 바뀝니다). lldpctl -f json(또는 -f keyvalue, -f xml)으로 출력을 저장하십시오</translation>
    </message>
    <message>
        <source>this is not lldpctl output: expected JSON, keyvalue or XML (lldpctl -f json, json0, keyvalue or xml)</source>
        <translation>lldpctl 출력이 아닙니다. JSON, keyvalue 또는 XML(lldpctl -f json, json0, keyvalue 또는 xml)이어야 합니다</translation>
    </message>
    <message>
        <source>the file has no local chassis, so the host name &quot;%1&quot; was taken from the file name; if the design calls the device otherwise, add the output of lldpctl show chassis to the file (in the same format) or rename the file</source>
        <translation>파일에 로컬 섀시가 없어 호스트 이름 &quot;%1&quot;을(를) 파일 이름에서 가져왔습니다. 설계에서 장치 이름이 다르다면 같은 형식의 lldpctl show chassis 출력을 파일에 추가하거나 파일 이름을 바꾸십시오</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>ring</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>tree</translation>
    </message>
    <message>
        <source>CollNet (SHARP)</source>
        <translation>CollNet (SHARP)</translation>
    </message>
    <message>
        <source>NVLS</source>
        <translation>NVLS</translation>
    </message>
    <message>
        <source>NVLS tree</source>
        <translation>NVLS tree</translation>
    </message>
    <message>
        <source>PAT</source>
        <translation>PAT</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>환경 변수</translation>
    </message>
    <message>
        <source>command line</source>
        <translation>명령줄</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1행</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>out-of-place</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <source>%1 busbw %2 is not algbw %3 x %4 = %5 for n = %6</source>
        <translation>%1 busbw %2는 n = %6일 때의 algbw %3 x %4 = %5와 다릅니다</translation>
    </message>
    <message>
        <source>%1 busbw %2 / algbw %3 fits no rank count</source>
        <translation>%1 busbw %2 / algbw %3에 맞는 랭크 수가 없습니다</translation>
    </message>
    <message>
        <source>assumed ring: the log names no algorithm</source>
        <translation>ring으로 가정: 로그에 알고리즘이 없음</translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation>%1 (근거: %2)</translation>
    </message>
    <message>
        <source>one node: NVLink</source>
        <translation>노드 1개: NVLink</translation>
    </message>
    <message>
        <source>%1 nodes: the rails of the slowest node</source>
        <translation>노드 %1개: 가장 느린 노드의 레일</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation>all-to-all</translation>
    </message>
    <message>
        <source>point-to-point</source>
        <translation>점대점</translation>
    </message>
    <message>
        <source>SHARP</source>
        <translation>SHARP</translation>
    </message>
    <message>
        <source>%1; tree on 2 nodes: min(I, L) x 2(n-1)/n = %2 x 2 x %3/%4 = %5 GB/s</source>
        <translation>%1; 노드 2개의 tree: min(I, L) x 2(n-1)/n = %2 x 2 x %3/%4 = %5 GB/s</translation>
    </message>
    <message>
        <source>tree on 2 nodes</source>
        <translation>노드 2개의 tree</translation>
    </message>
    <message>
        <source>intra-node NVLink</source>
        <translation>노드 내부 NVLink</translation>
    </message>
    <message>
        <source>NCCL_TESTS_SPLIT groups of %1 ranks, each inside one node; %2</source>
        <translation>각각 노드 하나 안에 있는 랭크 %1개짜리 NCCL_TESTS_SPLIT 그룹; %2</translation>
    </message>
    <message>
        <source>in-network reduction set by the user (--sharp)</source>
        <translation>사용자가 지정한 인네트워크 리덕션(--sharp)</translation>
    </message>
    <message>
        <source>in-network reduction set for the run (--sharp at import, or detected in the log)</source>
        <translation>실행에 설정된 인네트워크 리덕션(가져올 때 --sharp 지정 또는 로그에서 감지)</translation>
    </message>
    <message>
        <source>above line rate, explained by %1 (%2% of the %3 GB/s line rate; the %1 ceiling is %4 GB/s)</source>
        <translation>회선 속도 초과, %1(으)로 설명됨 (회선 속도 %3 GB/s의 %2%, %1 상한은 %4 GB/s)</translation>
    </message>
    <message>
        <source>%1% of the %2 GB/s %3 ceiling</source>
        <translation>%3 상한 %2 GB/s의 %1%</translation>
    </message>
    <message>
        <source>, and the log shows no SHARP, NVLS or tree (assumed ring)</source>
        <translation>, 로그에 SHARP, NVLS, tree가 보이지 않음(ring으로 가정)</translation>
    </message>
    <message>
        <source>%1 (up to %2 GB/s)</source>
        <translation>%1(최대 %2 GB/s)</translation>
    </message>
    <message>
        <source>; only %1 would explain it</source>
        <translation>. %1만 이를 설명할 수 있음</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 또는 </translation>
    </message>
    <message>
        <source>; above every ceiling this hardware allows (at most %1 GB/s, %2)</source>
        <translation>. 이 하드웨어가 허용하는 모든 상한 초과(최대 %1 GB/s, %2)</translation>
    </message>
    <message>
        <source>implausible: check the log: %1</source>
        <translation>타당하지 않음: 로그를 확인하십시오: %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>no ceiling: %1</source>
        <translation>상한 없음: %1</translation>
    </message>
    <message>
        <source>%1 GB/s (%2)</source>
        <translation>%1 GB/s (%2)</translation>
    </message>
    <message>
        <source>%1 GB/s, %2 ceiling (%3)</source>
        <translation>%1 GB/s, %2 상한 (%3)</translation>
    </message>
    <message>
        <source>Implausible</source>
        <translation>타당하지 않음</translation>
    </message>
    <message numerus="yes">
        <source>the dump holds %n node(s) and no link: ibnetdiscover saw only the adapter it ran on, whose port is down or not cabled; check that port (ibstat) or run ibnetdiscover on a host whose port is up</source>
        <translation>
            <numerusform>덤프에 노드 %n개가 있고 링크는 없습니다. ibnetdiscover가 실행된 어댑터만 보였으며, 그 포트가 꺼져 있거나 케이블이 연결되지 않았습니다. 그 포트를 확인하거나(ibstat) 포트가 살아 있는 호스트에서 ibnetdiscover를 실행하십시오</numerusform>
        </translation>
    </message>
    <message>
        <source>SU%1</source>
        <extracomment>a scalable unit, numbered from 1 as in the reference architectures (SU1, SU2, ...)</extracomment>
        <translation>SU%1</translation>
    </message>
    <message numerus="yes">
        <source>%n NCCL rail step(s) cannot be confined to their rail: the rail ports are not named after their RDMA device (e.g. mlx5_0), so NCCL_IB_HCA cannot be set. Their figures give no per-rail verdict; name the ports after their HCAs.</source>
        <translation>
            <numerusform>NCCL 레일 단계 %n개를 해당 레일로 한정할 수 없습니다: 레일 포트 이름이 RDMA 장치 이름(예: mlx5_0)이 아니어서 NCCL_IB_HCA를 설정할 수 없습니다. 이 단계의 수치로는 레일별 판정을 내리지 않습니다. 포트 이름을 HCA 이름으로 지정하십시오.</numerusform>
        </translation>
    </message>
    <message>
        <source>rail %1, %2: all_reduce over %3 nodes</source>
        <translation>레일 %1, %2: 노드 %3개에 걸친 all_reduce</translation>
    </message>
    <message>
        <source>Measured, no verdict (no ceiling, or a run over several rails)</source>
        <translation>측정됨, 판정 없음(상한 없음 또는 여러 레일에 걸친 실행)</translation>
    </message>
    <message>
        <source>Coverage: %1 of %2 GPU nodes, %3 of %4 rails, %5 of %6 leaves and %7 of %8 rail links have a measurement; %9 links have a verdict of their own (a run confined to their rail).</source>
        <extracomment>%1 of %2 nodes, %3 of %4 rails, %5 of %6 leaf switches, %7 of %8 links; %9 links rated</extracomment>
        <translation>측정 범위: GPU 노드 %2개 중 %1개, 레일 %4개 중 %3개, 리프 %6개 중 %5개, 레일 링크 %8개 중 %7개에 측정값이 있습니다. 자체 판정이 있는 링크(해당 레일로 한정된 실행)는 %9개입니다.</translation>
    </message>
    <message>
        <source>There is no benchmark run #%1.</source>
        <translation>벤치마크 실행 #%1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>plateau</source>
        <translation>플래토</translation>
    </message>
    <message>
        <source>The acceptance criteria are not valid YAML: %1</source>
        <translation>인수 기준이 올바른 YAML이 아닙니다: %1</translation>
    </message>
    <message>
        <source>The file has no &quot;acceptance:&quot; list.</source>
        <translation>파일에 &quot;acceptance:&quot; 목록이 없습니다.</translation>
    </message>
    <message>
        <source>&quot;acceptance&quot; must be a list of criteria.</source>
        <translation>&quot;acceptance&quot;는 기준의 목록이어야 합니다.</translation>
    </message>
    <message>
        <source>A criterion must be a map of keys.</source>
        <translation>기준은 키의 맵이어야 합니다.</translation>
    </message>
    <message>
        <source>Unknown key; expected one of: %1.</source>
        <translation>알 수 없는 키입니다. 다음 중 하나여야 합니다: %1.</translation>
    </message>
    <message>
        <source>The key &quot;%1&quot; is missing.</source>
        <translation>키 &quot;%1&quot;이(가) 없습니다.</translation>
    </message>
    <message>
        <source>Expected a single value.</source>
        <translation>값 하나가 필요합니다.</translation>
    </message>
    <message>
        <source>Expected a number of 0 or more, not &quot;%1&quot;.</source>
        <translation>&quot;%1&quot;이(가) 아니라 0 이상의 수가 필요합니다.</translation>
    </message>
    <message>
        <source>A criterion needs a name.</source>
        <translation>기준에는 이름이 필요합니다.</translation>
    </message>
    <message>
        <source>Another criterion is already named &quot;%1&quot;.</source>
        <translation>다른 기준이 이미 &quot;%1&quot;(이)라는 이름을 쓰고 있습니다.</translation>
    </message>
    <message>
        <source>Unknown metric &quot;%1&quot;; expected one of: %2.</source>
        <translation>알 수 없는 지표 &quot;%1&quot;. 다음 중 하나여야 합니다: %2.</translation>
    </message>
    <message>
        <source>Unknown collective &quot;%1&quot; (an nccl-tests name such as all_reduce).</source>
        <translation>알 수 없는 집합 연산 &quot;%1&quot;(all_reduce 같은 nccl-tests 이름).</translation>
    </message>
    <message>
        <source>Expected a message size in bytes (8589934592) or with K, M, G (8G), not &quot;%1&quot;.</source>
        <translation>&quot;%1&quot;이(가) 아니라 바이트 단위(8589934592) 또는 K, M, G(8G)를 붙인 메시지 크기가 필요합니다.</translation>
    </message>
    <message>
        <source>Unknown scope &quot;%1&quot;; expected one of: %2.</source>
        <translation>알 수 없는 범위 &quot;%1&quot;. 다음 중 하나여야 합니다: %2.</translation>
    </message>
    <message>
        <source>No HPL test that passed its residual check%1.</source>
        <translation>잔차 검사를 통과한 HPL 테스트가 없습니다%1.</translation>
    </message>
    <message>
        <source> and has an Rpeak</source>
        <translation>(Rpeak가 있는 것 중)</translation>
    </message>
    <message>
        <source>No complete %1 run%2%3 with a figure at %4.</source>
        <translation>%4에서 수치가 있는 완전한 %1 실행%2%3이(가) 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source> over all %n GPU node(s)</source>
        <translation>
            <numerusform>(GPU 노드 %n개 전체)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> on at least %n node(s)</source>
        <translation>
            <numerusform>(최소 노드 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <source>its ceiling</source>
        <translation>이론 상한</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 %3 %4 %5 (%6 #%7, %8; best of %n qualifying)</source>
        <translation>
            <numerusform>%1 %2 %3 %4 %5 (%6 #%7, %8; 해당 실행 %n개 중 최고)</numerusform>
        </translation>
    </message>
    <message>
        <source>HPL run</source>
        <translation>HPL 실행</translation>
    </message>
    <message>
        <source>run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>The folder is not empty; the evidence package needs a new or empty folder.</source>
        <translation>폴더가 비어 있지 않습니다. 증빙 패키지에는 새 폴더나 빈 폴더가 필요합니다.</translation>
    </message>
    <message>
        <source>Cannot write the file: %1</source>
        <translation>파일을 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The HPL result row could not be read (time &quot;%1&quot;, Gflops &quot;%2&quot;).</source>
        <translation>HPL 결과 행을 읽을 수 없습니다(시간 &quot;%1&quot;, Gflops &quot;%2&quot;).</translation>
    </message>
    <message>
        <source>A residual check without a result row before it.</source>
        <translation>앞에 결과 행이 없는 잔차 검사입니다.</translation>
    </message>
    <message>
        <source>There are no HPL result rows.</source>
        <translation>HPL 결과 행이 없습니다.</translation>
    </message>
    <message>
        <source>Test %1 (line %2) has no residual check: the output stops before it.</source>
        <translation>테스트 %1(%2행)에 잔차 검사가 없습니다: 출력이 그 전에 끝납니다.</translation>
    </message>
    <message>
        <source>The closing summary (&quot;Finished ... tests&quot;, &quot;End of Tests.&quot;) is missing.</source>
        <translation>마무리 요약(&quot;Finished ... tests&quot;, &quot;End of Tests.&quot;)이 없습니다.</translation>
    </message>
    <message>
        <source>No design: Rpeak is not known.</source>
        <translation>설계가 없어 Rpeak를 알 수 없습니다.</translation>
    </message>
    <message>
        <source>The design has no GPU or CPU FP64 figures: Rpeak is not known.</source>
        <translation>설계에 GPU나 CPU의 FP64 수치가 없어 Rpeak를 알 수 없습니다.</translation>
    </message>
    <message>
        <source>Rpeak is at least %1 PFLOPS, but %2 node(s) lack a GPU FP64 figure and %3 a CPU figure, so no efficiency is given.</source>
        <translation>Rpeak는 최소 %1 PFLOPS이지만 노드 %2개에 GPU FP64 수치가, %3개에 CPU 수치가 없어 효율을 제시하지 않습니다.</translation>
    </message>
    <message>
        <source>Rpeak %1 PFLOPS = GPUs %2 PFLOPS (%3 GPUs) + CPUs %4 PFLOPS (%5 CPUs), from the design</source>
        <translation>Rpeak %1 PFLOPS = GPU %2 PFLOPS(GPU %3개) + CPU %4 PFLOPS(CPU %5개), 설계 기준</translation>
    </message>
    <message>
        <source>This is an HTML page (a saved web page?), not a benchmark output.</source>
        <translation>이것은 HTML 페이지(저장된 웹 페이지?)이며 벤치마크 출력이 아닙니다.</translation>
    </message>
    <message>
        <source>The file holds NCCL log lines (NCCL INFO/WARN) but no nccl-tests result table: the run stopped before printing results, or only NCCL&apos;s log was saved.</source>
        <translation>파일에 NCCL 로그 줄(NCCL INFO/WARN)은 있지만 nccl-tests 결과 표가 없습니다: 실행이 결과를 출력하기 전에 멈췄거나 NCCL 로그만 저장되었습니다.</translation>
    </message>
    <message numerus="yes">
        <source>No nccl-tests or perftest output was found in the file (%n line(s) of text; the first reads &quot;%1&quot;).</source>
        <translation>
            <numerusform>파일에서 nccl-tests 또는 perftest 출력을 찾을 수 없습니다(텍스트 %n줄, 첫 줄: &quot;%1&quot;).</numerusform>
        </translation>
    </message>
    <message>
        <source>The device list is incomplete (%1 of %2 ranks listed), so the nodes of the run are not known and it is not rated.</source>
        <translation>장치 목록이 불완전합니다(%2개 랭크 중 %1개만 있음). 실행의 노드를 알 수 없으므로 평가하지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The device list is incomplete (%n rank(s) listed, the highest is %1, so at least %2 ranks ran), so the nodes of the run are not known and it is not rated.</source>
        <translation>
            <numerusform>장치 목록이 불완전합니다(랭크 %n개가 있고 가장 높은 랭크가 %1이므로 최소 %2개 랭크가 실행됨). 실행의 노드를 알 수 없으므로 평가하지 않습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is HPL output without a result row: the run stopped before its first test finished.</source>
        <translation>결과 행이 없는 HPL 출력입니다: 첫 테스트가 끝나기 전에 실행이 멈췄습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The device list is incomplete: %n rank(s) listed of the %1 ranks NCCL reports (highest rank listed: %2).</source>
        <translation>
            <numerusform>장치 목록이 불완전합니다: NCCL이 보고한 %1개 랭크 중 %n개만 있습니다(목록의 가장 높은 랭크: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The device list is incomplete: %n rank(s) listed, but the highest rank is %1.</source>
        <translation>
            <numerusform>장치 목록이 불완전합니다: 랭크 %n개가 있지만 가장 높은 랭크는 %1입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trunk positions: each position of each trunk from front port to front port, after the trunk&apos;s polarity (CSV)</source>
        <translation>트렁크 포지션: 트렁크 극성을 적용한 각 트렁크의 포지션별 전면 포트 간 연결 (CSV)</translation>
    </message>
    <message>
        <source>Trunk %1</source>
        <translation>트렁크 %1</translation>
    </message>
    <message>
        <source>%1:%2 to %3:%4, %5 positions, %6 fibres, polarity %7; columns: A position, A front port, B position, B front port</source>
        <translation>%1:%2에서 %3:%4까지, 포지션 %5개, 광섬유 %6가닥, 극성 %7; 열: A 포지션, A 전면 포트, B 포지션, B 전면 포트</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>(지정 안 됨)</translation>
    </message>
    <message>
        <source>not given, straight</source>
        <translation>지정 안 됨, 직결</translation>
    </message>
    <message>
        <source>Type %1</source>
        <translation>Type %1</translation>
    </message>
    <message>
        <source>A trunk has 0 (not given) to %1 fibres.</source>
        <translation>트렁크의 광섬유 수는 0(지정 안 됨)에서 %1 사이여야 합니다.</translation>
    </message>
    <message>
        <source>Fibres and polarity describe a trunk between two rear ports; this cable is not one and they are ignored.</source>
        <translation>광섬유 수와 극성은 두 후면 포트 사이의 트렁크에만 해당합니다. 이 케이블은 트렁크가 아니므로 무시됩니다.</translation>
    </message>
    <message>
        <source>A trunk of %1 fibres cannot carry the %2 positions of its rear ports.</source>
        <translation>광섬유 %1가닥의 트렁크로는 후면 포트의 포지션 %2개를 연결할 수 없습니다.</translation>
    </message>
    <message>
        <source>The trunk joins rear ports of %1 and %2 positions; positions above %3 lead nowhere.</source>
        <translation>트렁크가 포지션 %1개와 %2개인 후면 포트를 잇습니다. %3번을 넘는 포지션은 어디에도 연결되지 않습니다.</translation>
    </message>
    <message>
        <source>A Type C trunk flips fibres in pairs; with %1 single-fibre positions the last one has no partner.</source>
        <translation>Type C 트렁크는 광섬유를 쌍으로 바꿉니다. 단일 광섬유 포지션이 %1개이면 마지막 포지션은 짝이 없습니다.</translation>
    </message>
    <message>
        <source>expected a map of interface name to RDMA device name, found %1</source>
        <translation>인터페이스 이름에서 RDMA 장치 이름으로의 맵이 필요한데 %1이(가) 있습니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an RDMA device name (such as mlx5_0)</source>
        <translation>&quot;%1&quot;은(는) RDMA 장치 이름(예: mlx5_0)이 아닙니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an interface of this device type</source>
        <translation>&quot;%1&quot;은(는) 이 장비 유형의 인터페이스가 아닙니다</translation>
    </message>
    <message>
        <source>RDMA device &quot;%1&quot; is given to both %2 and %3</source>
        <translation>RDMA 장치 &quot;%1&quot;이(가) %2와(과) %3 모두에 지정되었습니다</translation>
    </message>
    <message>
        <source>expected an RDMA device name such as mlx5_0</source>
        <translation>mlx5_0 같은 RDMA 장치 이름이 필요합니다</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an RDMA device name (such as mlx5_0) or a pattern such as mlx5_{rail}</source>
        <translation>&quot;%1&quot;은(는) RDMA 장치 이름(예: mlx5_0)도, mlx5_{rail} 같은 패턴도 아닙니다</translation>
    </message>
    <message>
        <source>expected a list of RDMA device names, one per rail</source>
        <translation>레일마다 하나씩 RDMA 장치 이름의 목록이 필요합니다</translation>
    </message>
    <message>
        <source>a pattern with {rail} must be the list&apos;s only entry</source>
        <translation>{rail}이 들어간 패턴은 목록의 유일한 항목이어야 합니다</translation>
    </message>
    <message>
        <source>Plane %1 has no cabled host to run ibnetdiscover on.</source>
        <translation>플레인 %1에는 ibnetdiscover를 실행할, 케이블이 연결된 호스트가 없습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid host name.</source>
        <translation>&quot;%1&quot;은(는) 올바른 호스트 이름이 아닙니다.</translation>
    </message>
    <message>
        <source>%1: %2; </source>
        <translation>%1: %2; </translation>
    </message>
    <message>
        <source>lldpcli show chassis failed: %1</source>
        <translation>lldpcli show chassis 실패: %1</translation>
    </message>
    <message>
        <source>%1 printed nothing.</source>
        <translation>%1이(가) 아무것도 출력하지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 wrote more than %2 MiB; stopped.</source>
        <translation>%1이(가) %2 MiB보다 많이 출력하여 중지했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Record %n identit(ies) from %1</source>
        <translation>
            <numerusform>%1에서 식별자 %n개 기록</numerusform>
        </translation>
    </message>
    <message>
        <source>Record identities</source>
        <translation>식별자 기록</translation>
    </message>
    <message>
        <source>the file is empty; expected ibnetdiscover -p output</source>
        <translation>파일이 비어 있습니다. ibnetdiscover -p 출력이 필요합니다</translation>
    </message>
    <message>
        <source>a GUID on this line is not valid; the link is skipped</source>
        <translation>이 줄의 GUID가 올바르지 않아 링크를 건너뜁니다</translation>
    </message>
    <message>
        <source>not an ibnetdiscover -p line, skipped: %1</source>
        <translation>ibnetdiscover -p 줄이 아니어서 건너뜀: %1</translation>
    </message>
    <message>
        <source>no port line (SW, CA or RT, LID, port, GUID) found; this is not ibnetdiscover -p output</source>
        <translation>포트 줄(SW, CA 또는 RT, LID, 포트, GUID)이 없습니다. ibnetdiscover -p 출력이 아닙니다</translation>
    </message>
    <message>
        <source>the file is empty; expected iblinkinfo output</source>
        <translation>파일이 비어 있습니다. iblinkinfo 출력이 필요합니다</translation>
    </message>
    <message>
        <source>switch GUID &quot;%1&quot; is not valid; the node is skipped</source>
        <translation>스위치 GUID &quot;%1&quot;이(가) 올바르지 않아 노드를 건너뜁니다</translation>
    </message>
    <message>
        <source>not an iblinkinfo line, skipped: %1</source>
        <translation>iblinkinfo 줄이 아니어서 건너뜀: %1</translation>
    </message>
    <message>
        <source>no valid port GUID on this adapter line, skipped</source>
        <translation>이 어댑터 줄에 올바른 포트 GUID가 없어 건너뜁니다</translation>
    </message>
    <message>
        <source>the far end of this link is not understood; skipped</source>
        <translation>이 링크의 반대쪽 끝을 해석할 수 없어 건너뜁니다</translation>
    </message>
    <message>
        <source>lane rate %1 Gb/s is not an InfiniBand speed; the link is kept without speed</source>
        <translation>레인 속도 %1 Gb/s는 InfiniBand 속도가 아닙니다. 링크는 속도 없이 유지합니다</translation>
    </message>
    <message>
        <source>no &quot;Switch:&quot; or &quot;CA:&quot; header found; this is not iblinkinfo output</source>
        <translation>&quot;Switch:&quot;나 &quot;CA:&quot; 머리글이 없습니다. iblinkinfo 출력이 아닙니다</translation>
    </message>
    <message>
        <source>the far end &quot;%1&quot; (LID %2) is no single node of the file; it is matched by its description only (run opensm first, so that every port has a LID)</source>
        <translation>반대쪽 끝 &quot;%1&quot;(LID %2)을(를) 파일의 한 노드로 특정할 수 없어 설명으로만 대조합니다(모든 포트가 LID를 갖도록 먼저 opensm을 실행하십시오)</translation>
    </message>
    <message>
        <source>the file is larger than 512 MiB; not an InfiniBand dump</source>
        <translation>파일이 512 MiB보다 큽니다. InfiniBand 덤프가 아닙니다</translation>
    </message>
    <message>
        <source>%1 %2 has no RDMA device name (rdma_device); its HCA is described &quot;%3&quot;, which a host would not print</source>
        <translation>%1 %2에 RDMA 장치 이름(rdma_device)이 없어 HCA 설명을 &quot;%3&quot;(으)로 썼습니다. 실제 호스트는 이렇게 출력하지 않습니다</translation>
    </message>
    <message>
        <source>cable %1 ends in a patch panel; the net file holds direct links only</source>
        <translation>케이블 %1이(가) 패치 패널에서 끝납니다. net 파일에는 직접 연결만 들어갑니다</translation>
    </message>
    <message>
        <source>cable %1 shares a port with another cable; left out</source>
        <translation>케이블 %1이(가) 다른 케이블과 포트를 공유하므로 제외했습니다</translation>
    </message>
    <message>
        <source>port line before any &quot;Errors for&quot; line skipped</source>
        <translation>&quot;Errors for&quot; 줄보다 앞에 있는 포트 줄을 건너뜀</translation>
    </message>
    <message>
        <source>port number %1 out of range 1-255</source>
        <translation>포트 번호 %1이(가) 범위 1-255를 벗어남</translation>
    </message>
    <message>
        <source>line not in ibqueryerrors&apos; format skipped</source>
        <translation>ibqueryerrors 형식이 아닌 줄을 건너뜀</translation>
    </message>
    <message>
        <source>counters of LID %1 port %2 cannot be placed on one port; skipped</source>
        <translation>LID %1 포트 %2의 카운터는 한 포트에 배치할 수 없어 건너뜀</translation>
    </message>
    <message>
        <source>line not in perfquery&apos;s format skipped</source>
        <translation>perfquery 형식이 아닌 줄을 건너뜀</translation>
    </message>
    <message>
        <source>line not in ethtool -S format skipped</source>
        <translation>ethtool -S 형식이 아닌 줄을 건너뜀</translation>
    </message>
    <message>
        <source>not ethtool -S output (no &quot;NIC statistics:&quot; line)</source>
        <translation>ethtool -S 출력이 아님(&quot;NIC statistics:&quot; 줄 없음)</translation>
    </message>
    <message>
        <source>not ethtool -m output (no vendor, receive power or temperature line)</source>
        <translation>ethtool -m 출력이 아님(제조사, 수신 전력, 온도 줄 없음)</translation>
    </message>
    <message>
        <source>file larger than 64 MiB not read</source>
        <translation>64 MiB보다 큰 파일은 읽지 않음</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>읽을 수 없음: %1</translation>
    </message>
    <message>
        <source>not ibqueryerrors or perfquery output</source>
        <translation>ibqueryerrors 또는 perfquery 출력이 아님</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1은(는) 폴더가 아닙니다.</translation>
    </message>
    <message>
        <source>lane %1 </source>
        <translation>레인 %1 </translation>
    </message>
    <message>
        <source>%1receive power %2 dBm below the module&apos;s low alarm threshold %3 dBm</source>
        <translation>%1수신 전력 %2 dBm이 모듈의 하한 경보 임계값 %3 dBm보다 낮음</translation>
    </message>
    <message>
        <source>%1receive power %2 dBm above the module&apos;s high alarm threshold %3 dBm</source>
        <translation>%1수신 전력 %2 dBm이 모듈의 상한 경보 임계값 %3 dBm보다 높음</translation>
    </message>
    <message>
        <source>%1receive power %2 dBm below the module&apos;s low warning threshold %3 dBm</source>
        <translation>%1수신 전력 %2 dBm이 모듈의 하한 경고 임계값 %3 dBm보다 낮음</translation>
    </message>
    <message>
        <source>%1receive power %2 dBm above the module&apos;s high warning threshold %3 dBm</source>
        <translation>%1수신 전력 %2 dBm이 모듈의 상한 경고 임계값 %3 dBm보다 높음</translation>
    </message>
    <message>
        <source>%1receive power %2 dBm below the rules&apos; minimum %3 dBm</source>
        <translation>%1수신 전력 %2 dBm이 규칙의 최솟값 %3 dBm보다 낮음</translation>
    </message>
    <message>
        <source>temperature %1 °C above the module&apos;s high alarm threshold %2 °C</source>
        <translation>온도 %1 °C가 모듈의 상한 경보 임계값 %2 °C보다 높음</translation>
    </message>
    <message>
        <source>temperature %1 °C below the module&apos;s low alarm threshold %2 °C</source>
        <translation>온도 %1 °C가 모듈의 하한 경보 임계값 %2 °C보다 낮음</translation>
    </message>
    <message>
        <source>temperature %1 °C above the module&apos;s high warning threshold %2 °C</source>
        <translation>온도 %1 °C가 모듈의 상한 경고 임계값 %2 °C보다 높음</translation>
    </message>
    <message>
        <source>temperature %1 °C above the rules&apos; maximum %2 °C</source>
        <translation>온도 %1 °C가 규칙의 최댓값 %2 °C보다 높음</translation>
    </message>
    <message>
        <source>the module reports &quot;%1&quot;</source>
        <translation>모듈이 &quot;%1&quot;을(를) 보고함</translation>
    </message>
    <message>
        <source>LID %1 cannot be placed without an ibnetdiscover dump of its subnet</source>
        <translation>해당 서브넷의 ibnetdiscover 덤프 없이는 LID %1을(를) 배치할 수 없음</translation>
    </message>
    <message>
        <source>LID %1 is not in the ibnetdiscover dump</source>
        <translation>LID %1이(가) ibnetdiscover 덤프에 없음</translation>
    </message>
    <message>
        <source>%1 is not a port of the design</source>
        <translation>%1은(는) 설계의 포트가 아님</translation>
    </message>
    <message>
        <source>(cable %1)</source>
        <translation>(케이블 %1)</translation>
    </message>
    <message>
        <source>(cable %1 to %2)</source>
        <translation>(케이블 %1, %2(으)로 연결)</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1: %2 (%3): %4</source>
        <translation>%1: %2 (%3): %4</translation>
    </message>
    <message>
        <source>unverifiable</source>
        <translation>검증 불가</translation>
    </message>
    <message>
        <source>line longer than 256 KiB skipped</source>
        <translation>256 KiB보다 긴 줄을 건너뜀</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>JSON 객체가 아님: %1</translation>
    </message>
    <message>
        <source>inventory record without a host name skipped</source>
        <translation>호스트 이름이 없는 inventory 레코드를 건너뜀</translation>
    </message>
    <message>
        <source>inventory record without a list of NICs skipped</source>
        <translation>NIC 목록이 없는 inventory 레코드를 건너뜀</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>객체가 필요합니다</translation>
    </message>
    <message>
        <source>NIC without a name skipped</source>
        <translation>이름이 없는 NIC를 건너뜀</translation>
    </message>
    <message>
        <source>more than %1 lines; the rest was not read</source>
        <translation>%1줄을 넘어 나머지는 읽지 않음</translation>
    </message>
    <message>
        <source>%1 %2: added %3</source>
        <translation>%1 %2: %3 추가</translation>
    </message>
    <message>
        <source>%1 %2: changed from %3 to %4</source>
        <translation>%1 %2: %3에서 %4(으)로 변경</translation>
    </message>
    <message>
        <source>%1 %2: unchanged %3</source>
        <translation>%1 %2: %3 변경 없음</translation>
    </message>
    <message>
        <source>%1 %2: %3 not recorded: %4</source>
        <translation>%1 %2: %3 기록하지 않음: %4</translation>
    </message>
    <message>
        <source>the reports disagree; %1 was recorded first</source>
        <translation>보고 내용이 서로 다름. %1을(를) 먼저 기록함</translation>
    </message>
    <message>
        <source>already on %1</source>
        <translation>이미 %1에 있음</translation>
    </message>
    <message>
        <source>%1 is not in the design</source>
        <translation>%1은(는) 설계에 없음</translation>
    </message>
    <message>
        <source>%1: no port of %2 matches</source>
        <translation>%1: %2의 어떤 포트와도 일치하지 않음</translation>
    </message>
    <message>
        <source>host %1 is not in the design</source>
        <translation>호스트 %1은(는) 설계에 없음</translation>
    </message>
    <message>
        <source>%1 %2: no port of the device matches</source>
        <translation>%1 %2: 장비의 어떤 포트와도 일치하지 않음</translation>
    </message>
    <message>
        <source>expected a map of counter names to counts</source>
        <translation>카운터 이름과 개수의 맵이 필요합니다</translation>
    </message>
    <message>
        <source>expected a count (a whole number, 0 or more)</source>
        <translation>개수(0 이상의 정수)가 필요합니다</translation>
    </message>
    <message>
        <source>the InfiniBand dump reaches plane %1 only; the design also plans the InfiniBand plane(s) %2, whose %3 planned links are not covered. ibnetdiscover sees one subnet: run it on a host of each subnet and give every dump</source>
        <translation>InfiniBand 덤프가 플레인 %1에만 닿습니다. 설계에는 InfiniBand 플레인 %2도 있으며, 그 계획된 링크 %3개는 검사 범위에 포함되지 않습니다. ibnetdiscover는 서브넷 하나만 봅니다: 각 서브넷의 호스트에서 실행하여 모든 덤프를 지정하십시오</translation>
    </message>
    <message>
        <source>%1: cable goes to %2, which maps to no port of the design; plan says %3. Cannot be verified: check the port name mapping (rules)</source>
        <translation>%1: 케이블이 %2에 연결되어 있으나 설계의 어떤 포트에도 대응되지 않습니다. 계획은 %3입니다. 검증할 수 없습니다: 포트 이름 대응(규칙)을 확인하십시오</translation>
    </message>
    <message>
        <source>%1: cable goes to %2, a node that does not say which machine it is; plan says %3. Cannot be verified: set its description or record its GUID in the design</source>
        <translation>%1: 케이블이 어느 장비인지 알리지 않는 노드 %2에 연결되어 있습니다. 계획은 %3입니다. 검증할 수 없습니다: 노드 설명을 설정하거나 설계에 GUID를 기록하십시오</translation>
    </message>
    <message>
        <source>%1: cable goes to %2, a node that does not say which machine it is. Cannot be verified: set its description or record its GUID in the design</source>
        <translation>%1: 케이블이 어느 장비인지 알리지 않는 노드 %2에 연결되어 있습니다. 검증할 수 없습니다: 노드 설명을 설정하거나 설계에 GUID를 기록하십시오</translation>
    </message>
    <message>
        <source>%1: cable goes to %2, which maps to no port of the design. Cannot be verified: check the port name mapping (rules)</source>
        <translation>%1: 케이블이 %2에 연결되어 있으나 설계의 어떤 포트에도 대응되지 않습니다. 검증할 수 없습니다: 포트 이름 대응(규칙)을 확인하십시오</translation>
    </message>
    <message>
        <source>rack %1 %2</source>
        <translation>랙 %1 %2</translation>
    </message>
    <message>
        <source>rack %1 U%2 %3</source>
        <translation>랙 %1 U%2 %3</translation>
    </message>
    <message>
        <source>Unknown finding kind &quot;%1&quot;; known kinds: %2</source>
        <translation>알 수 없는 발견 사항 종류 &quot;%1&quot;입니다. 사용 가능한 종류: %2</translation>
    </message>
    <message>
        <source>nothing: cabled as planned</source>
        <translation>조치 없음: 계획대로 연결됨</translation>
    </message>
    <message>
        <source>plug a cable into %1 and %2</source>
        <translation>%1과(와) %2에 케이블을 연결하십시오</translation>
    </message>
    <message>
        <source>plug cable %1 into %2 and %3</source>
        <translation>케이블 %1을(를) %2과(와) %3에 연결하십시오</translation>
    </message>
    <message>
        <source>plug into %1</source>
        <translation>%1에 연결</translation>
    </message>
    <message>
        <source>move cable %1 from %2 to %3</source>
        <translation>케이블 %1을(를) %2에서 %3(으)로 옮기십시오</translation>
    </message>
    <message>
        <source>replace the optic or cable %1 between %2 and %3 (the link runs at %4)</source>
        <translation>%2과(와) %3 사이의 광모듈 또는 케이블 %1을(를) 교체하십시오(링크 속도 %4)</translation>
    </message>
    <message>
        <source>remove the cable between %1 and %2 (not in the plan)</source>
        <translation>%1과(와) %2 사이의 케이블을 제거하십시오(계획에 없음)</translation>
    </message>
    <message>
        <source>remove the cable between %1 and %2, or add that node to the design</source>
        <translation>%1과(와) %2 사이의 케이블을 제거하거나 그 노드를 설계에 추가하십시오</translation>
    </message>
    <message>
        <source>swap the cables at %1 %2 and %3</source>
        <translation>%1 %2와(과) %3의 케이블을 서로 바꾸십시오</translation>
    </message>
    <message>
        <source>swap the cables at %1 and %2</source>
        <translation>%1와(과) %2의 케이블을 서로 바꾸십시오</translation>
    </message>
    <message>
        <source>%1 not seen (%2 planned links)</source>
        <translation>%1 보이지 않음(계획된 링크 %2개)</translation>
    </message>
    <message>
        <source>check that %1 is powered and its cables are plugged: none of its %2 planned links was seen</source>
        <translation>%1의 전원과 케이블 연결을 확인하십시오: 계획된 링크 %2개 중 어느 것도 보이지 않았습니다</translation>
    </message>
    <message>
        <source>swap cable %1 with cable %2</source>
        <translation>케이블 %1과(와) 케이블 %2를 서로 바꾸십시오</translation>
    </message>
    <message>
        <source>not seen</source>
        <translation>보이지 않음</translation>
    </message>
    <message>
        <source>%1 not covered</source>
        <translation>%1개 검사 범위 밖</translation>
    </message>
    <message>
        <source>other end: %1</source>
        <translation>반대쪽 끝: %1</translation>
    </message>
    <message numerus="yes">
        <source>Could not be verified (%n)</source>
        <translation>
            <numerusform>검증할 수 없음(%n개)</numerusform>
        </translation>
    </message>
    <message>
        <source>These observations could not be resolved to the design; they are not work items. Fix the port name mapping or the node descriptions and check again.</source>
        <translation>이 관측 결과는 설계에 대응시킬 수 없어 작업 항목이 아닙니다. 포트 이름 대응이나 노드 설명을 고친 뒤 다시 검사하십시오.</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>랙</translation>
    </message>
    <message>
        <source>What was seen</source>
        <translation>관측 내용</translation>
    </message>
</context>
<context>
    <name>Tr</name>
    <message>
        <source>Cannot write the design as YAML: %1</source>
        <translation>설계를 YAML로 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Not valid YAML: %1</source>
        <translation>올바른 YAML이 아닙니다: %1</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>점검</translation>
    </message>
    <message>
        <source>%1% of expected</source>
        <translation>기대값 대비 %1%</translation>
    </message>
    <message>
        <source>%1
%2 %4 of %3 %4 (%5%)</source>
        <extracomment>%1 = the step, %2 measured, %3 expected, %4 unit (GB/s, Gb/s), %5 percent</extracomment>
        <translation>%1
%3 %4 중 %2 %4 (%5%)</translation>
    </message>
    <message>
        <source>measured, no expected figure</source>
        <translation>측정됨, 기대값 없음</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>아직 측정되지 않음</translation>
    </message>
    <message>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <source>suspect: %1</source>
        <translation>의심 대상: %1</translation>
    </message>
    <message>
        <source>failed or suspect</source>
        <translation>실패 또는 의심</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 GB/s of %3 GB/s (%4%)
run %5, %n run(s) in all</source>
        <translation>
            <numerusform>%1
%3 GB/s 중 %2 GB/s (%4%)
실행 %5, 총 %n회 실행</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
No run with a theoretical ceiling</source>
        <translation>%1
이론 상한이 있는 실행 없음</translation>
    </message>
    <message>
        <source>%1
No benchmark data</source>
        <translation>%1
벤치마크 데이터 없음</translation>
    </message>
    <message numerus="yes">
        <source>%n failed run(s)</source>
        <translation>
            <numerusform>실패한 실행 %n회</numerusform>
        </translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>노드 %1</translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation>케이블 %1</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;; available: %2.</source>
        <translation>알 수 없는 형식 &quot;%1&quot;입니다. 사용 가능: %2.</translation>
    </message>
    <message>
        <source>%1 findings, worst: %2</source>
        <extracomment>%1 = number of findings, %2 = the worst of them</extracomment>
        <translation>발견 사항 %1건, 가장 심각: %2</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>성능 저하</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>누락</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>잘못됨</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>파일을 열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes; a device type is at most %2</source>
        <translation>파일 크기가 %1바이트입니다. 장비 유형 파일은 최대 %2까지 허용됩니다</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (binary data)</source>
        <translation>파일이 UTF-8 텍스트가 아닙니다(바이너리 데이터)</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML 구문 오류: %1</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>측정 안 됨</translation>
    </message>
    <message>
        <source>not measured: the step could not start, timed out or found no GPU</source>
        <translation>측정 안 됨: 단계를 시작할 수 없었거나 시간이 초과되었거나 GPU가 없었습니다</translation>
    </message>
    <message>
        <source>suspect</source>
        <translation>의심</translation>
    </message>
    <message numerus="yes">
        <source>Measured only by %n run(s) over several rails at once: no verdict for this link (a run confined to its rail gives one).</source>
        <translation>
            <numerusform>여러 레일을 동시에 쓰는 실행 %n개로만 측정됨: 이 링크에는 판정이 없습니다(해당 레일로 한정된 실행이 판정을 제공합니다).</numerusform>
        </translation>
    </message>
    <message>
        <source>Suspect: run %1 reached %2% of its ceiling, which any of its rails may have held back.</source>
        <translation>의심: 실행 %1이(가) 상한의 %2%에 그쳤으며, 그 원인은 사용한 레일 중 어느 것이든 될 수 있습니다.</translation>
    </message>
    <message>
        <source>No run with a theoretical ceiling</source>
        <translation>이론 상한이 있는 실행 없음</translation>
    </message>
    <message>
        <source>Suspect: a run over several rails that crossed it was below the pass threshold; run a step confined to this rail.</source>
        <translation>의심: 이 레일을 지난 여러 레일 실행이 통과 기준에 못 미쳤습니다. 이 레일로 한정된 단계를 실행하십시오.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design, document and verify GPU clusters.</source>
        <translation>GPU 클러스터를 설계, 문서화, 검증합니다.</translation>
    </message>
    <message>
        <source>A .railyard or .yaml file.</source>
        <translation>.railyard 또는 .yaml 파일.</translation>
    </message>
    <message>
        <source>Save a PNG of the window and quit.</source>
        <translation>창을 PNG로 저장하고 종료합니다.</translation>
    </message>
    <message>
        <source>Start on a view: racks, floor, topology, cables, ips, summary, validation.</source>
        <translation>시작할 뷰: racks, floor, topology, cables, ips, summary, validation.</translation>
    </message>
</context>
<context>
    <name>ry::gui::BuildProgressWidget</name>
    <message>
        <source>Row / rack</source>
        <translation>열 / 랙</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>케이블</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>설치됨</translation>
    </message>
    <message>
        <source>Installed %</source>
        <translation>설치 %</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>검증됨</translation>
    </message>
    <message>
        <source>Verified %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <source>Faulty</source>
        <translation>불량</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>새로 고침</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>CSV 내보내기...</translation>
    </message>
    <message>
        <source>%1 cables planned: %2 installed (%3), %4 verified (%5), %6 faulty.</source>
        <translation>계획된 케이블 %1개: 설치 %2개(%3), 검증 %4개(%5), 불량 %6개.</translation>
    </message>
    <message>
        <source>Whole design</source>
        <translation>전체 설계</translation>
    </message>
    <message>
        <source>Cables of the whole design, day by day</source>
        <translation>전체 설계의 일별 케이블</translation>
    </message>
    <message>
        <source>Cables of %1, day by day</source>
        <translation>%1의 일별 케이블</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>계획됨</translation>
    </message>
    <message>
        <source>Day (UTC)</source>
        <translation>날짜(UTC)</translation>
    </message>
    <message>
        <source>Export Build Progress</source>
        <translation>구축 진행 현황 내보내기</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 파일 (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the build progress</source>
        <translation>구축 진행 현황을 내보낼 수 없습니다</translation>
    </message>
    <message>
        <source>Build progress exported</source>
        <translation>구축 진행 현황 내보내기 완료</translation>
    </message>
    <message>
        <source>Wrote %1 and %2.</source>
        <translation>%1과(와) %2을(를) 저장했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) changed status by hand since their last mark; they count with their present status on the last day only.</source>
        <translation>
            <numerusform>케이블 %n개는 마지막 표시 이후 상태가 수동으로 바뀌었습니다. 이 케이블은 마지막 날에만 현재 상태로 집계됩니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::gui::ConnectDialog</name>
    <message>
        <source>Connect ports</source>
        <translation>포트 연결</translation>
    </message>
    <message>
        <source>device:port</source>
        <translation>장비:포트</translation>
    </message>
    <message>
        <source>A end</source>
        <translation>A측</translation>
    </message>
    <message>
        <source>B end</source>
        <translation>B측</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>매체</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>라벨</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>The unit of the length: metres, centimetres, feet or inches.</source>
        <translation>길이의 단위: 미터, 센티미터, 피트 또는 인치.</translation>
    </message>
    <message>
        <source>Not a length</source>
        <translation>길이가 아님</translation>
    </message>
</context>
<context>
    <name>ry::gui::DeviceDialog</name>
    <message>
        <source>The device no longer exists.</source>
        <translation>장비가 더 이상 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>%1: ports and cables</source>
        <translation>%1: 포트 및 케이블</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 %3, %4, rack %5 U%6, %7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 %3, %4, 랙 %5 U%6, %7</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>포트</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>유형</translation>
    </message>
    <message>
        <source>Speed (Gb/s)</source>
        <translation>속도 (Gb/s)</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>레일</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>케이블</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>매체</translation>
    </message>
    <message>
        <source>Far end</source>
        <translation>상대편</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>길이</translation>
    </message>
</context>
<context>
    <name>ry::gui::ExportOptionsDialog</name>
    <message>
        <source>Browse...</source>
        <translation>찾아보기...</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 내보내기</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>파일(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Strict: treat every warning as an error and write nothing</source>
        <translation>엄격 모드(&amp;S): 모든 경고를 오류로 처리하고 아무것도 쓰지 않음</translation>
    </message>
    <message>
        <source>Slurm topology</source>
        <translation>Slurm 토폴로지</translation>
    </message>
    <message>
        <source>Short host name (gpu001.example.net gives gpu001)</source>
        <translation>짧은 호스트 이름 (gpu001.example.net은 gpu001)</translation>
    </message>
    <message>
        <source>Device name as it is</source>
        <translation>장비 이름 그대로</translation>
    </message>
    <message>
        <source>&amp;Node names:</source>
        <translation>노드 이름(&amp;N):</translation>
    </message>
    <message>
        <source>every GPU node of the design</source>
        <translation>설계의 모든 GPU 노드</translation>
    </message>
    <message>
        <source>A slurm.conf (its NodeName= lines) or a file of node names: only these nodes are written, and design hosts Slurm does not know are warned about.</source>
        <translation>slurm.conf(NodeName= 줄) 또는 노드 이름 파일: 이 노드만 쓰고, Slurm이 모르는 설계의 호스트는 경고합니다.</translation>
    </message>
    <message>
        <source>Slurm node &amp;list:</source>
        <translation>Slurm 노드 목록(&amp;L):</translation>
    </message>
    <message>
        <source>DNS zones</source>
        <translation>DNS 존</translation>
    </message>
    <message>
        <source>the devices with role name-server</source>
        <translation>역할이 name-server인 장비</translation>
    </message>
    <message>
        <source>Name &amp;server (FQDN):</source>
        <translation>네임 서버(&amp;S) (FQDN):</translation>
    </message>
    <message>
        <source>Name server &amp;address:</source>
        <translation>네임 서버 주소(&amp;A):</translation>
    </message>
    <message>
        <source>SOA s&amp;erial:</source>
        <translation>SOA 일련번호(&amp;E):</translation>
    </message>
    <message>
        <source>DHCP (Kea, dnsmasq)</source>
        <translation>DHCP (Kea, dnsmasq)</translation>
    </message>
    <message>
        <source>every interface</source>
        <translation>모든 인터페이스</translation>
    </message>
    <message>
        <source>Server &amp;interfaces (comma-separated):</source>
        <translation>서버 인터페이스(&amp;I) (쉼표로 구분):</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>내보내기(&amp;X)</translation>
    </message>
    <message>
        <source>The SOA serial must be a number from 0 to 4294967295, not &quot;%1&quot;.</source>
        <translation>SOA 일련번호는 0부터 4294967295까지의 숫자여야 합니다. &quot;%1&quot;은(는) 안 됩니다.</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 파일 (*.%2)</translation>
    </message>
    <message>
        <source>Slurm node list</source>
        <translation>Slurm 노드 목록</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>쓸 파일을 고르십시오.</translation>
    </message>
</context>
<context>
    <name>ry::gui::FabricWizard</name>
    <message>
        <source>New fabric</source>
        <translation>새 패브릭</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <source>Node type</source>
        <translation>노드 유형</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>노드</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>토폴로지</translation>
    </message>
    <message>
        <source>Technology</source>
        <translation>기술</translation>
    </message>
    <message>
        <source>Leaf/spine switch</source>
        <translation>리프/스파인 스위치</translation>
    </message>
    <message>
        <source>Leaf oversubscription (down:up)</source>
        <translation>리프 오버서브스크립션 (다운:업)</translation>
    </message>
    <message>
        <source>Racks per row</source>
        <translation>열당 랙 수</translation>
    </message>
    <message>
        <source>Power budget per rack</source>
        <translation>랙당 전력 예산</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>생성(&amp;G)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Totals&lt;/b&gt;</source>
        <translation>&lt;b&gt;합계&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation>계산 중...</translation>
    </message>
    <message>
        <source>The oversubscription must look like 2:1.</source>
        <translation>오버서브스크립션은 2:1과 같은 형식이어야 합니다.</translation>
    </message>
    <message>
        <source>Cannot generate: %1</source>
        <translation>생성할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>%1 nodes, %2 GPUs, %3 fabric switches, %4 cables, %5 racks&lt;br&gt;maximum power %6 kW, estimated bisection %7 Tb/s (one direction)</source>
        <translation>노드 %1개, GPU %2개, 패브릭 스위치 %3개, 케이블 %4개, 랙 %5개&lt;br&gt;최대 전력 %6 kW, 예상 이분 대역폭 %7 Tb/s(단방향)</translation>
    </message>
    <message>
        <source>Generating the fabric...</source>
        <translation>패브릭 생성 중...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Cannot generate</source>
        <translation>생성할 수 없음</translation>
    </message>
</context>
<context>
    <name>ry::gui::FloorPlanView</name>
    <message>
        <source>%1
%2 of %3 kW</source>
        <translation>%1
%3 kW 중 %2 kW</translation>
    </message>
</context>
<context>
    <name>ry::gui::HostMappingsDialog</name>
    <message>
        <source>Host mappings of %1</source>
        <translation>%1의 호스트 매핑</translation>
    </message>
    <message>
        <source>One mapping per line, tried in order before the other matching rules:
  HOST=DEVICE        an explicit map, e.g. worker-0=node01
  REGEX=&gt;TEMPLATE    a pattern over the whole host name, e.g. worker-(\d+)=&gt;node0\1
The runs are evaluated again with these mappings, which are stored with them.</source>
        <translation>한 줄에 매핑 하나, 다른 매칭 규칙보다 먼저 순서대로 적용됩니다:
  HOST=DEVICE        명시적 매핑, 예: worker-0=node01
  REGEX=&gt;TEMPLATE    호스트 이름 전체에 대한 패턴, 예: worker-(\d+)=&gt;node0\1
실행은 이 매핑으로 다시 평가되며, 매핑은 실행과 함께 저장됩니다.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is neither HOST=DEVICE nor REGEX=&gt;TEMPLATE with a valid regular expression.</source>
        <translation>%1행: &quot;%2&quot;은(는) HOST=DEVICE도 아니고 유효한 정규식을 가진 REGEX=&gt;TEMPLATE도 아닙니다.</translation>
    </message>
</context>
<context>
    <name>ry::gui::LiveCablingDialog</name>
    <message>
        <source>Check cabling now</source>
        <translation>지금 케이블링 확인</translation>
    </message>
    <message>
        <source>Reach the nodes with</source>
        <translation>노드 접속 방법</translation>
    </message>
    <message>
        <source>~/.ssh/config</source>
        <translation>~/.ssh/config</translation>
    </message>
    <message>
        <source>ssh configuration file</source>
        <translation>ssh 설정 파일</translation>
    </message>
    <message>
        <source>as the ssh configuration says</source>
        <translation>ssh 설정에 따름</translation>
    </message>
    <message>
        <source>ssh user</source>
        <translation>ssh 사용자</translation>
    </message>
    <message>
        <source> s</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Time per node</source>
        <translation>노드당 시간</translation>
    </message>
    <message>
        <source>Keep the files in</source>
        <translation>파일 보관 위치</translation>
    </message>
    <message>
        <source>LLDP from every host and switch (lldpcli)</source>
        <translation>모든 호스트와 스위치의 LLDP(lldpcli)</translation>
    </message>
    <message>
        <source>ibnetdiscover from one host per InfiniBand plane</source>
        <translation>InfiniBand 플레인마다 호스트 하나의 ibnetdiscover</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>노드</translation>
    </message>
    <message>
        <source>Collects</source>
        <translation>수집 항목</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <source>Nothing to collect: the design has no cabled Ethernet or InfiniBand plane, or both kinds are off.</source>
        <translation>수집할 것이 없습니다. 설계에 케이블이 연결된 이더넷 또는 InfiniBand 플레인이 없거나 두 종류가 모두 꺼져 있습니다.</translation>
    </message>
    <message>
        <source>Give a folder to keep the files in.</source>
        <translation>파일을 보관할 폴더를 지정하세요.</translation>
    </message>
    <message>
        <source>LLDP</source>
        <translation>LLDP</translation>
    </message>
    <message>
        <source>ibnetdiscover (%1)</source>
        <translation>ibnetdiscover(%1)</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>대기 중</translation>
    </message>
    <message numerus="yes">
        <source>Collecting from %n node(s)...</source>
        <translation>
            <numerusform>노드 %n개에서 수집 중...</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1에 쓸 수 없음: %2</translation>
    </message>
    <message numerus="yes">
        <source>collected (%n byte(s))</source>
        <translation>
            <numerusform>수집함(%n바이트)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 node(s) read; %3 finding(s) to fix so far.</source>
        <translation>노드 %2개 중 %1개를 읽었습니다. 지금까지 수정할 발견 사항 %3개.</translation>
    </message>
    <message>
        <source>Done: %1 of %2 node(s) read, %3 failed; %4 finding(s) to fix. Files in %5.</source>
        <translation>완료: 노드 %2개 중 %1개를 읽었고 %3개가 실패했습니다. 수정할 발견 사항 %4개. 파일 위치: %5.</translation>
    </message>
</context>
<context>
    <name>ry::gui::MainWindow</name>
    <message>
        <source>Railyard</source>
        <translation>Railyard</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>프로젝트</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>심각도</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>객체</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>필드</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>발견 사항</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <source>No design open</source>
        <translation>열린 설계 없음</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>열기(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>설계 열기</translation>
    </message>
    <message>
        <source>Railyard designs (*.railyard *.yaml *.yml);;All files (*)</source>
        <translation>Railyard 설계 (*.railyard *.yaml *.yml);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Cannot open the design</source>
        <translation>설계를 열 수 없음</translation>
    </message>
    <message>
        <source>%1 - Railyard</source>
        <translation>%1 - Railyard</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>속성</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;열림&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>작업 기록</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>랙</translation>
    </message>
    <message>
        <source>Floor plan</source>
        <translation>평면도</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>토폴로지</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>케이블</translation>
    </message>
    <message>
        <source>IP addresses</source>
        <translation>IP 주소</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>새로 만들기(&amp;N)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>내보내기(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Connect Ports...</source>
        <translation>포트 연결(&amp;C)...</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>찾기(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Racks</source>
        <translation>랙(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Floor Plan</source>
        <translation>평면도(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Topology</source>
        <translation>토폴로지(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Cables</source>
        <translation>케이블(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;IP Addresses</source>
        <translation>IP 주소(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>요약(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Validation</source>
        <translation>검증(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>화면에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>F&amp;abric</source>
        <translation>패브릭(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;New Fabric...</source>
        <translation>새 패브릭(&amp;N)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>도구(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>설정(&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Railyard</source>
        <translation>Railyard 정보(&amp;A)</translation>
    </message>
    <message>
        <source>About Railyard</source>
        <translation>Railyard 정보</translation>
    </message>
    <message>
        <source>&lt;b&gt;Railyard&lt;/b&gt; %1&lt;br&gt;Design, document and verify GPU clusters.</source>
        <translation>&lt;b&gt;Railyard&lt;/b&gt; %1&lt;br&gt;GPU 클러스터를 설계, 문서화, 검증합니다.</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>기본</translation>
    </message>
    <message>
        <source>Search device, port, cable, IP, serial</source>
        <translation>장비, 포트, 케이블, IP, 일련번호 검색</translation>
    </message>
    <message>
        <source>Nothing matches &quot;%1&quot;.</source>
        <translation>&quot;%1&quot;와(과) 일치하는 항목이 없습니다.</translation>
    </message>
    <message>
        <source>New design</source>
        <translation>새 설계</translation>
    </message>
    <message>
        <source>Railyard designs (*.railyard)</source>
        <translation>Railyard 설계 (*.railyard)</translation>
    </message>
    <message>
        <source>Cannot create the design</source>
        <translation>설계를 만들 수 없음</translation>
    </message>
    <message>
        <source>Opening %1...</source>
        <translation>%1 여는 중...</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>%1 열기가 취소되었습니다.</translation>
    </message>
    <message>
        <source>Change refused</source>
        <translation>변경 거부됨</translation>
    </message>
    <message>
        <source>Undo or redo failed</source>
        <translation>실행 취소 또는 다시 실행 실패</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>%1 실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>%1 다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Validating...</source>
        <translation>검증 중...</translation>
    </message>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>info</source>
        <translation>정보</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>유효함</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>오류 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>경고 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 racks, %2 devices, %3 GPUs, %4 cables</source>
        <translation>랙 %1개, 장비 %2개, GPU %3개, 케이블 %4개</translation>
    </message>
    <message>
        <source>Give both ends as device:port, e.g. node01:p0.</source>
        <translation>양쪽 끝을 장비:포트 형식으로 입력하십시오(예: node01:p0).</translation>
    </message>
    <message>
        <source>Exporting %1...</source>
        <translation>%1 내보내는 중...</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>내보내기가 취소되었습니다.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>내보내기 실패</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 내보내기 완료</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>The language changes when Railyard is started again.</source>
        <translation>언어 변경은 Railyard를 다시 시작하면 적용됩니다.</translation>
    </message>
    <message>
        <source>Generate fabric</source>
        <translation>패브릭 생성</translation>
    </message>
    <message>
        <source>Writing the fabric...</source>
        <translation>패브릭 기록 중...</translation>
    </message>
    <message>
        <source>Cannot generate the fabric</source>
        <translation>패브릭을 생성할 수 없음</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>검증</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) marked.</source>
        <translation>
            <numerusform>케이블 %n개를 표시했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import &amp;Benchmark Results...</source>
        <translation>벤치마크 결과 가져오기(&amp;B)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <source>Read nccl-tests or perftest output into the design</source>
        <translation>nccl-tests 또는 perftest 출력을 설계로 읽어 들입니다</translation>
    </message>
    <message>
        <source>Benchmark &amp;Results Report (PDF)...</source>
        <translation>벤치마크 결과 보고서(PDF)(&amp;R)...</translation>
    </message>
    <message>
        <source>Verification &amp;Work List (CSV, PDF)...</source>
        <translation>검증 작업 목록(CSV, PDF)(&amp;W)...</translation>
    </message>
    <message>
        <source>Res&amp;ults</source>
        <translation>결과(&amp;U)</translation>
    </message>
    <message>
        <source>V&amp;erification</source>
        <translation>검증(&amp;E)</translation>
    </message>
    <message>
        <source>Show All Results on the &amp;Views</source>
        <translation>모든 결과를 뷰에 표시(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Verify Cabling...</source>
        <translation>케이블링 검증(&amp;V)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Run &amp;Checks...</source>
        <translation>점검 실행(&amp;C)...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R</source>
        <translation>Ctrl+Shift+R</translation>
    </message>
    <message>
        <source>C&amp;lear Overlay</source>
        <translation>오버레이 지우기(&amp;L)</translation>
    </message>
    <message>
        <source>Cannot read the benchmark results: %1</source>
        <translation>벤치마크 결과를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Import benchmark results</source>
        <translation>벤치마크 결과 가져오기</translation>
    </message>
    <message>
        <source>Benchmark output (*.txt *.log *.out *.json);;All files (*)</source>
        <translation>벤치마크 출력 (*.txt *.log *.out *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>This design is not stored in a Railyard file.</source>
        <translation>이 설계는 Railyard 파일에 저장되어 있지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n benchmark file(s)...</source>
        <translation>
            <numerusform>벤치마크 파일 %n개를 읽는 중...</numerusform>
        </translation>
    </message>
    <message>
        <source>Import cancelled.</source>
        <translation>가져오기가 취소되었습니다.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: host %2 is not a device of the design</source>
        <translation>%1: 호스트 %2은(는) 설계에 있는 장비가 아닙니다</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) imported</source>
        <translation>
            <numerusform>실행 %n개를 가져왔습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n already present</source>
        <translation>
            <numerusform>, %n개는 이미 있음</numerusform>
        </translation>
    </message>
    <message>
        <source>Benchmark %1</source>
        <translation>벤치마크 %1</translation>
    </message>
    <message>
        <source>Export benchmark results report</source>
        <translation>벤치마크 결과 보고서 내보내기</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 파일 (*.pdf)</translation>
    </message>
    <message>
        <source>Verifying the cabling...</source>
        <translation>케이블링을 검증하는 중...</translation>
    </message>
    <message>
        <source>Verification cancelled.</source>
        <translation>검증이 취소되었습니다.</translation>
    </message>
    <message>
        <source>Cannot verify the cabling</source>
        <translation>케이블링을 검증할 수 없습니다</translation>
    </message>
    <message>
        <source>The verification run was not stored: %1</source>
        <translation>검증 실행이 저장되지 않았습니다: %1</translation>
    </message>
    <message>
        <source>Cabling verified: every observed link is as planned.</source>
        <translation>케이블링 검증 완료: 관측된 모든 링크가 계획과 일치합니다.</translation>
    </message>
    <message numerus="yes">
        <source>Cabling verified: %n finding(s) to fix.</source>
        <translation>
            <numerusform>케이블링 검증 완료: 수정할 발견 사항이 %n개 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cable verification: %1</source>
        <translation>케이블 검증: %1</translation>
    </message>
    <message>
        <source>Export work list</source>
        <translation>작업 목록 내보내기</translation>
    </message>
    <message>
        <source>Verify the cabling first (Tools &gt; Verify Cabling).</source>
        <translation>먼저 케이블링을 검증하십시오(도구 &gt; 케이블링 검증).</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;PDF files (*.pdf)</source>
        <translation>CSV 파일 (*.csv);;PDF 파일 (*.pdf)</translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation>%1 쓰는 중...</translation>
    </message>
    <message>
        <source>Older file format</source>
        <translation>이전 파일 형식</translation>
    </message>
    <message>
        <source>%1 was saved by an older Railyard (file format %2). Editing it upgrades the file to format %3, after which older Railyard versions cannot open it. Open it read-only to look at it without changing the file.</source>
        <translation>%1은(는) 이전 Railyard(파일 형식 %2)로 저장되었습니다. 편집하면 파일이 형식 %3(으)로 업그레이드되며, 그 뒤에는 이전 Railyard 버전에서 열 수 없습니다. 파일을 바꾸지 않고 보려면 읽기 전용으로 여십시오.</translation>
    </message>
    <message>
        <source>Upgrade and Open</source>
        <translation>업그레이드하고 열기</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>읽기 전용으로 열기</translation>
    </message>
    <message>
        <source>%1 is open read-only: the file is not changed, and edits are refused.</source>
        <translation>%1이(가) 읽기 전용으로 열려 있습니다: 파일은 바뀌지 않으며 편집은 거부됩니다.</translation>
    </message>
    <message>
        <source>%1 [read-only] - Railyard</source>
        <translation>%1 [읽기 전용] - Railyard</translation>
    </message>
    <message>
        <source>Export warnings</source>
        <translation>내보내기 경고</translation>
    </message>
    <message numerus="yes">
        <source>%1 was written, with %n warning(s):</source>
        <translation>
            <numerusform>%1을(를) 썼습니다. 경고 %n개:</numerusform>
        </translation>
    </message>
    <message>
        <source>Host mappings</source>
        <translation>호스트 매핑</translation>
    </message>
    <message>
        <source>Build &amp;Progress...</source>
        <translation>구축 진행 현황(&amp;P)...</translation>
    </message>
    <message>
        <source>Planned, installed and verified cables per row and rack, day by day from the technicians&apos; marks</source>
        <translation>열과 랙별 계획, 설치, 검증된 케이블과 기술자 표시에 따른 일별 추이</translation>
    </message>
    <message>
        <source>Build Progress</source>
        <translation>구축 진행 현황</translation>
    </message>
    <message>
        <source>Cannot read the marks</source>
        <translation>표시 기록을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>Counting the cables...</source>
        <translation>케이블을 세는 중...</translation>
    </message>
    <message>
        <source>Cannot compute the build progress</source>
        <translation>구축 진행 현황을 계산할 수 없습니다</translation>
    </message>
    <message>
        <source>&amp;Record Identities...</source>
        <translation>식별자 기록(&amp;R)...</translation>
    </message>
    <message>
        <source>Check Cabling &amp;Now...</source>
        <translation>지금 케이블링 확인(&amp;N)...</translation>
    </message>
    <message>
        <source>Record identities from</source>
        <translation>식별자를 기록할 파일</translation>
    </message>
    <message>
        <source>Fabric reports (*.txt *.json *.json0 *.keyvalue *.xml *.jsonl);;All files (*)</source>
        <translation>패브릭 보고 (*.txt *.json *.json0 *.keyvalue *.xml *.jsonl);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Record identities</source>
        <translation>식별자 기록</translation>
    </message>
    <message>
        <source>Cannot record identities</source>
        <translation>식별자를 기록할 수 없습니다</translation>
    </message>
    <message>
        <source>%1 added, %2 changed, %3 unchanged, %4 conflicts (not recorded)</source>
        <translation>추가 %1개, 변경 %2개, 변경 없음 %3개, 충돌 %4개(기록하지 않음)</translation>
    </message>
    <message>
        <source>Cabling checked: every observed link is as planned.</source>
        <translation>케이블링 확인 완료: 관찰된 모든 링크가 계획대로입니다.</translation>
    </message>
    <message numerus="yes">
        <source>Cabling checked: %n finding(s) to fix.</source>
        <translation>
            <numerusform>케이블링 확인 완료: 수정할 발견 사항이 %n개 있습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::gui::OverlayMap</name>
    <message>
        <source>No SU</source>
        <translation>SU 없음</translation>
    </message>
    <message>
        <source>%1  (worst %2)</source>
        <translation>%1  (최저 %2)</translation>
    </message>
</context>
<context>
    <name>ry::gui::PropertyEditor</name>
    <message>
        <source>&amp;Apply</source>
        <translation>적용(&amp;A)</translation>
    </message>
    <message>
        <source>Select a device, rack or cable to edit it.</source>
        <translation>편집할 장비, 랙 또는 케이블을 선택하십시오.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Device&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;장비&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>역할</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>유형</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Position (U)</source>
        <translation>위치 (U)</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>장착 면</translation>
    </message>
    <message>
        <source>Serial</source>
        <translation>일련번호</translation>
    </message>
    <message>
        <source>Asset tag</source>
        <translation>자산 태그</translation>
    </message>
    <message>
        <source>Comments</source>
        <translation>비고</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rack&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;랙&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Height (U)</source>
        <translation>높이 (U)</translation>
    </message>
    <message>
        <source>Power budget (kW)</source>
        <translation>전력 예산 (kW)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cable&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;케이블&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>라벨</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>매체</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>색상</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>&quot;%1&quot;은(는) 숫자가 아닙니다.</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1의 이름을 %2(으)로 변경</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 편집</translation>
    </message>
    <message>
        <source>Edit rack %1</source>
        <translation>랙 %1 편집</translation>
    </message>
    <message>
        <source>Edit cable %1</source>
        <translation>케이블 %1 편집</translation>
    </message>
    <message>
        <source>Change refused</source>
        <translation>변경 거부됨</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <source>Length unit</source>
        <translation>길이 단위</translation>
    </message>
    <message>
        <source>Node GUID</source>
        <translation>노드 GUID</translation>
    </message>
    <message>
        <source>System image GUID</source>
        <translation>시스템 이미지 GUID</translation>
    </message>
    <message>
        <source>Chassis MAC</source>
        <translation>섀시 MAC</translation>
    </message>
    <message>
        <source>Edit port</source>
        <translation>포트 편집</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>포트</translation>
    </message>
    <message>
        <source>&lt;b&gt;Port&lt;/b&gt; %1 of %2</source>
        <translation>&lt;b&gt;포트&lt;/b&gt; %2의 %1</translation>
    </message>
    <message>
        <source>Interface name (netdev)</source>
        <translation>인터페이스 이름(netdev)</translation>
    </message>
    <message>
        <source>RDMA device</source>
        <translation>RDMA 장치</translation>
    </message>
    <message>
        <source>MAC</source>
        <translation>MAC</translation>
    </message>
    <message>
        <source>Port GUID</source>
        <translation>포트 GUID</translation>
    </message>
    <message>
        <source>PCI address</source>
        <translation>PCI 주소</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>설명</translation>
    </message>
    <message>
        <source>Edit port %1 of %2</source>
        <translation>%2의 포트 %1 편집</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>부하</translation>
    </message>
    <message>
        <source>Load, leg %1</source>
        <translation>부하, 레그 %1</translation>
    </message>
    <message>
        <source>%1 of %2 kW, %3 of %4 outlets</source>
        <translation>%2 kW 중 %1 kW, 콘센트 %4개 중 %3개</translation>
    </message>
    <message>
        <source>%1 kW, %2 of %3 outlets</source>
        <translation>%1 kW, 콘센트 %3개 중 %2개</translation>
    </message>
    <message>
        <source>Feed leg</source>
        <translation>피드 레그</translation>
    </message>
    <message>
        <source>Power port</source>
        <translation>전원 포트</translation>
    </message>
    <message>
        <source>Available power (W)</source>
        <translation>가용 전력 (W)</translation>
    </message>
    <message>
        <source>Maximum power (kW)</source>
        <translation>최대 전력 (kW)</translation>
    </message>
    <message>
        <source>Connected draw (kW)</source>
        <translation>연결된 소비 전력 (kW)</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n PDU(s)</source>
        <translation>
            <numerusform>PDU %n개에서 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No power figure</source>
        <translation>전력 수치 없음</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s): %1</source>
        <translation>
            <numerusform>장비 %n개: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Breakout</source>
        <translation>브레이크아웃</translation>
    </message>
    <message>
        <source>%1: leg %2 of %3 from %4; %5 connected, %6 free</source>
        <translation>%1: %4에서 나오는 레그 %2/%3, %5개 연결, %6개 비어 있음</translation>
    </message>
    <message>
        <source>Fibres</source>
        <translation>광섬유 수</translation>
    </message>
    <message>
        <source>Polarity</source>
        <translation>극성</translation>
    </message>
    <message>
        <source>Fibres: a whole number from 0 (not given) to %1.</source>
        <translation>광섬유 수: 0(지정 안 됨)에서 %1 사이의 정수여야 합니다.</translation>
    </message>
</context>
<context>
    <name>ry::gui::RackElevationView</name>
    <message>
        <source>Drop the device onto a rack.</source>
        <translation>장비를 랙 위에 놓으십시오.</translation>
    </message>
    <message>
        <source>Device types (drag onto a rack)</source>
        <translation>장비 유형 (랙으로 끌어다 놓기)</translation>
    </message>
    <message>
        <source>%1 front</source>
        <translation>%1 전면</translation>
    </message>
    <message>
        <source>%1 rear</source>
        <translation>%1 후면</translation>
    </message>
    <message>
        <source>Power %1 of %2 kW</source>
        <translation>전력 %2 kW 중 %1 kW</translation>
    </message>
    <message>
        <source>Power %1 kW, no budget</source>
        <translation>전력 %1 kW, 예산 없음</translation>
    </message>
    <message>
        <source>%1
%2 %3, U%4, %5</source>
        <translation>%1
%2 %3, U%4, %5</translation>
    </message>
    <message>
        <source>Not possible</source>
        <translation>놓을 수 없음</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Connected %1 kW on %n PDU(s)</source>
        <translation>
            <numerusform>PDU %n개에 연결된 소비 %1 kW</numerusform>
        </translation>
    </message>
    <message>
        <source>No power figure: %1</source>
        <translation>전력 수치 없음: %1</translation>
    </message>
</context>
<context>
    <name>ry::gui::ReloadBar</name>
    <message>
        <source>File changed</source>
        <translation>파일 변경됨</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>다시 불러오기(&amp;R)</translation>
    </message>
    <message>
        <source>Open the file again with the other program&apos;s changes.</source>
        <translation>다른 프로그램의 변경 사항을 반영해 파일을 다시 엽니다.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Edits here are refused until it is reloaded.</source>
        <translation>%1 파일을 다른 프로그램이 변경했습니다. 다시 불러올 때까지 여기서 한 편집은 거부됩니다.</translation>
    </message>
</context>
<context>
    <name>ry::gui::ResultsDashboard</name>
    <message>
        <source>Benchmark results</source>
        <translation>벤치마크 결과</translation>
    </message>
    <message>
        <source>% of theoretical</source>
        <translation>이론값 대비 %</translation>
    </message>
    <message>
        <source>Plateau bus bandwidth (GB/s)</source>
        <translation>포화 구간 버스 대역폭 (GB/s)</translation>
    </message>
    <message>
        <source>Avg bus bandwidth (GB/s)</source>
        <translation>평균 버스 대역폭 (GB/s)</translation>
    </message>
    <message>
        <source>No benchmark runs are stored.</source>
        <translation>저장된 벤치마크 실행이 없습니다.</translation>
    </message>
    <message>
        <source>%1 runs: %2 pass (&gt;= %3% of theoretical), %4 below expected, %5 failed, %6 incomplete or unrated.</source>
        <translation>실행 %1회: 통과 %2회(이론값의 %3% 이상), 기대치 미달 %4회, 실패 %5회, 미완료 또는 미평가 %6회.</translation>
    </message>
    <message>
        <source>Weakest rail: %1 at %2.</source>
        <translation>가장 약한 레일: %1 (%2).</translation>
    </message>
    <message>
        <source>Weakest SU: %1 at %2.</source>
        <translation>가장 약한 SU: %1 (%2).</translation>
    </message>
    <message>
        <source>% of theoretical per rail</source>
        <translation>레일별 이론값 대비 %</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>레일</translation>
    </message>
    <message>
        <source>% of theoretical per SU (worst node)</source>
        <translation>SU별 이론값 대비 % (최저 노드 기준)</translation>
    </message>
    <message>
        <source>Scalable unit</source>
        <translation>확장 단위(SU)</translation>
    </message>
    <message>
        <source>Bus bandwidth against message size</source>
        <translation>메시지 크기별 버스 대역폭</translation>
    </message>
    <message>
        <source>Message size (bytes, log2)</source>
        <translation>메시지 크기 (바이트, log2)</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw (GB/s)</translation>
    </message>
    <message>
        <source>%1 (ceiling %2 GB/s, dashed)</source>
        <translation>%1 (상한 %2 GB/s, 점선)</translation>
    </message>
    <message>
        <source>ceiling %1 GB/s</source>
        <translation>상한 %1 GB/s</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <source>pass %1%</source>
        <translation>통과 %1%</translation>
    </message>
    <message>
        <source>Trend across runs</source>
        <translation>실행별 추이</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>실행 시각</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1을(를) 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>설계: %1</translation>
    </message>
    <message>
        <source>Report written %1</source>
        <translation>보고서 작성: %1</translation>
    </message>
    <message>
        <source>Verdict: %1. Rated against %2.</source>
        <translation>판정: %1. 평가 기준: %2.</translation>
    </message>
    <message>
        <source>Host mappings...</source>
        <translation>호스트 매핑...</translation>
    </message>
    <message>
        <source>Edit how host names of the selected runs map to devices of the design; the runs are evaluated again</source>
        <translation>선택한 실행의 호스트 이름이 설계의 장비에 매핑되는 방식을 편집합니다. 실행은 다시 평가됩니다</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>실행 %1: %2</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>실행 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>실행 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Host mappings (stored with the runs):</source>
        <translation>호스트 매핑(실행과 함께 저장됨):</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) implausible: check their logs (left out of the rail and SU figures).</source>
        <translation>
            <numerusform>실행 %n개가 타당하지 않습니다. 로그를 확인하십시오(레일과 SU 수치에서 제외됨).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::gui::RunChecksDialog</name>
    <message>
        <source>Run checks</source>
        <translation>점검 실행</translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation>런처</translation>
    </message>
    <message>
        <source>Local (this machine)</source>
        <translation>로컬(이 컴퓨터)</translation>
    </message>
    <message>
        <source>SSH (one connection per node)</source>
        <translation>SSH(노드마다 연결 하나)</translation>
    </message>
    <message>
        <source>Slurm srun</source>
        <translation>Slurm srun</translation>
    </message>
    <message>
        <source>Open MPI mpirun</source>
        <translation>Open MPI mpirun</translation>
    </message>
    <message>
        <source>Launch with</source>
        <translation>실행 방식</translation>
    </message>
    <message>
        <source>Path of railyard-probe on the nodes (on this machine for the local launcher).</source>
        <translation>노드에 있는 railyard-probe의 경로(로컬 런처의 경우 이 컴퓨터의 경로).</translation>
    </message>
    <message>
        <source>...</source>
        <translation>...</translation>
    </message>
    <message>
        <source>Probe program</source>
        <translation>프로브 프로그램</translation>
    </message>
    <message>
        <source>Use loopback addresses (every node is this machine)</source>
        <translation>루프백 주소 사용(모든 노드가 이 컴퓨터임)</translation>
    </message>
    <message>
        <source>Moves the design&apos;s rail addresses into 127.0.0.0/8 so that the TCP steps run on this machine.</source>
        <translation>TCP 단계가 이 컴퓨터에서 실행되도록 설계의 레일 주소를 127.0.0.0/8로 옮깁니다.</translation>
    </message>
    <message>
        <source>user (ssh config)</source>
        <translation>사용자(ssh config)</translation>
    </message>
    <message>
        <source>port (ssh config)</source>
        <translation>포트(ssh config)</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>default partition</source>
        <translation>기본 파티션</translation>
    </message>
    <message>
        <source>Slurm partition</source>
        <translation>Slurm 파티션</translation>
    </message>
    <message>
        <source>Allow running as root (mpirun --allow-run-as-root)</source>
        <translation>root로 실행 허용(mpirun --allow-run-as-root)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>계획</translation>
    </message>
    <message>
        <source>All-reduce per rail across each SU</source>
        <translation>SU별 레일 단위 All-reduce</translation>
    </message>
    <message>
        <source>All-reduce over all nodes</source>
        <translation>전체 노드 All-reduce</translation>
    </message>
    <message>
        <source>Send/receive between nodes on the same leaf</source>
        <translation>같은 리프에 있는 노드 간 송수신</translation>
    </message>
    <message>
        <source>Send/receive across the spine layer</source>
        <translation>스파인 계층을 거치는 송수신</translation>
    </message>
    <message>
        <source>TCP between rail addresses and over direct cables</source>
        <translation>레일 주소 간 및 직접 연결 케이블을 통한 TCP</translation>
    </message>
    <message>
        <source>1 MiB</source>
        <translation>1 MiB</translation>
    </message>
    <message>
        <source>64 MiB</source>
        <translation>64 MiB</translation>
    </message>
    <message>
        <source>1 GiB</source>
        <translation>1 GiB</translation>
    </message>
    <message>
        <source>8 GiB</source>
        <translation>8 GiB</translation>
    </message>
    <message>
        <source>Largest message</source>
        <translation>최대 메시지 크기</translation>
    </message>
    <message>
        <source>Timed iterations</source>
        <translation>측정 반복 횟수</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 초</translation>
    </message>
    <message>
        <source>TCP transfer</source>
        <translation>TCP 전송</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>스테이지</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>노드</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>예상 시간</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>행</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>기대값</translation>
    </message>
    <message>
        <source>% of expected</source>
        <translation>기대값 대비 %</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel Run</source>
        <translation>실행 중단(&amp;C)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>railyard-probe program</source>
        <translation>railyard-probe 프로그램</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>Nothing to check: the plan has no steps.</source>
        <translation>점검할 항목이 없습니다: 계획에 단계가 없습니다.</translation>
    </message>
    <message>
        <source>Ready.</source>
        <translation>준비되었습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Running %n step(s)...</source>
        <translation>
            <numerusform>단계 %n개를 실행하는 중...</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: stopping the running processes...</source>
        <translation>취소하는 중: 실행 중인 프로세스를 중지하고 있습니다...</translation>
    </message>
    <message>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>단계 %1/%2: %3</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <source>done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n step(s).</source>
        <translation>
            <numerusform>단계 %n개 후 취소되었습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n step(s)</source>
        <translation>
            <numerusform>완료: 단계 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed.</source>
        <translation>
            <numerusform>%n개 실패했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suspects: %1.</source>
        <translation>의심 대상: %1.</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>건너뜀</translation>
    </message>
    <message>
        <source>Cannot store the results: %1</source>
        <translation>결과를 저장할 수 없습니다: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) stored in the document (Results tab).</source>
        <translation>
            <numerusform>실행 %n개를 문서에 저장했습니다(결과 탭).</numerusform>
        </translation>
    </message>
    <message>
        <source>Storing failed: %1</source>
        <translation>저장 실패: %1</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>측정 안 됨: %1</translation>
    </message>
</context>
<context>
    <name>ry::gui::RunTableModel</name>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>When</source>
        <translation>시각</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>랭크</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>노드</translation>
    </message>
    <message>
        <source>busbw (GB/s)</source>
        <translation>busbw (GB/s)</translation>
    </message>
    <message>
        <source>Ceiling (GB/s)</source>
        <translation>상한 (GB/s)</translation>
    </message>
    <message>
        <source>% of theoretical</source>
        <translation>이론값 대비 %</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Rated against %1</source>
        <translation>평가 기준: %1</translation>
    </message>
</context>
<context>
    <name>ry::gui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <source>Smooth lines in the topology (slower on big fabrics)</source>
        <translation>토폴로지의 선을 부드럽게 표시(큰 패브릭에서는 느려짐)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
</context>
<context>
    <name>ry::gui::TableTab</name>
    <message>
        <source>Filter (any column)</source>
        <translation>필터 (모든 열)</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n개 행</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n row(s)</source>
        <translation>
            <numerusform>%n개 행 중 %1개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::gui::TopologyView</name>
    <message>
        <source>Rail %1</source>
        <translation>레일 %1</translation>
    </message>
    <message>
        <source>Laying out the fabric...</source>
        <translation>패브릭 배치 중...</translation>
    </message>
    <message numerus="yes">
        <source>Drawing %n link(s)...</source>
        <translation>
            <numerusform>링크 %n개 그리는 중...</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
</context>
<context>
    <name>ry::gui::VerifyDialog</name>
    <message>
        <source>...</source>
        <translation>...</translation>
    </message>
    <message>
        <source>Verify cabling</source>
        <translation>케이블링 검증</translation>
    </message>
    <message>
        <source>ibnetdiscover output (optional)</source>
        <translation>ibnetdiscover 출력(선택 사항)</translation>
    </message>
    <message>
        <source>how names map to the design (optional)</source>
        <translation>이름을 설계에 대응시키는 방법(선택 사항)</translation>
    </message>
    <message>
        <source>ibnetdiscover file</source>
        <translation>ibnetdiscover 파일</translation>
    </message>
    <message>
        <source>ibnetdiscover output</source>
        <translation>ibnetdiscover 출력</translation>
    </message>
    <message>
        <source>LLDP folder</source>
        <translation>LLDP 폴더</translation>
    </message>
    <message>
        <source>Folder of LLDP files</source>
        <translation>LLDP 파일 폴더</translation>
    </message>
    <message>
        <source>Rules file</source>
        <translation>규칙 파일</translation>
    </message>
    <message>
        <source>Verification rules</source>
        <translation>검증 규칙</translation>
    </message>
    <message>
        <source>Rules (*.yaml *.yml)</source>
        <translation>규칙 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Report planned cables of devices that reported nothing as missing</source>
        <translation>아무것도 보고하지 않은 장비의 계획된 케이블을 누락으로 보고</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>검증(&amp;V)</translation>
    </message>
    <message>
        <source>Give an ibnetdiscover file, an LLDP folder or both.</source>
        <translation>ibnetdiscover 파일, LLDP 폴더 또는 둘 다를 지정하십시오.</translation>
    </message>
    <message>
        <source>folder of lldpctl output files (-f json, keyvalue or xml), or one file (optional)</source>
        <translation>lldpctl 출력 파일(-f json, keyvalue 또는 xml)의 폴더 또는 파일 하나(선택)</translation>
    </message>
</context>
<context>
    <name>ry::gui::WorkListModel</name>
    <message>
        <source>Not racked / not in the design</source>
        <translation>랙 미장착 / 설계에 없음</translation>
    </message>
    <message numerus="yes">
        <source>Rack %1 (%n items)</source>
        <translation>
            <numerusform>랙 %1 (%n개 항목)</numerusform>
        </translation>
    </message>
    <message>
        <source>U%1</source>
        <translation>U%1</translation>
    </message>
    <message>
        <source>%1 (crossed with %2)</source>
        <translation>%1 (%2와(과) 뒤바뀜)</translation>
    </message>
    <message>
        <source>Rack / U</source>
        <translation>랙 / U</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>장비</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>포트</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>발견 사항</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>케이블</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>조치 사항</translation>
    </message>
    <message>
        <source>Could not be verified (%1), not work items</source>
        <translation>검증할 수 없음(%1개), 작업 항목 아님</translation>
    </message>
    <message>
        <source>Observations that could not be resolved to the design: fix the port name mapping or the node descriptions and check again.</source>
        <translation>설계에 대응시킬 수 없는 관측 결과입니다: 포트 이름 대응이나 노드 설명을 고친 뒤 다시 검사하십시오.</translation>
    </message>
    <message>
        <source>not seen</source>
        <translation>보이지 않음</translation>
    </message>
    <message>
        <source>Other end</source>
        <translation>반대쪽 끝</translation>
    </message>
    <message>
        <source>What was seen</source>
        <translation>관측 내용</translation>
    </message>
</context>
<context>
    <name>ry::gui::WorkListWidget</name>
    <message>
        <source>Mark &amp;fixed</source>
        <translation>수정됨으로 표시(&amp;F)</translation>
    </message>
    <message>
        <source>Mark &amp;verified</source>
        <translation>검증됨으로 표시(&amp;V)</translation>
    </message>
    <message>
        <source>Show &amp;correct cables</source>
        <translation>올바른 케이블 표시(&amp;C)</translation>
    </message>
    <message>
        <source>The cable was re-seated or moved: set it to installed, to be checked again by the next verification.</source>
        <translation>케이블을 다시 장착했거나 옮긴 경우: 설치됨으로 설정하여 다음 검증 때 다시 확인합니다.</translation>
    </message>
    <message>
        <source>The cable was checked and is right: set it to verified.</source>
        <translation>케이블을 확인했고 올바른 경우: 검증됨으로 설정합니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) marked %1.</source>
        <translation>
            <numerusform>케이블 %n개를 %1(으)로 표시했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not marked: %1</source>
        <translation>표시하지 못함: %1</translation>
    </message>
    <message>
        <source>All findings</source>
        <translation>모든 발견 사항</translation>
    </message>
    <message>
        <source>Show only findings of this kind.</source>
        <translation>이 종류의 발견 사항만 표시합니다.</translation>
    </message>
    <message>
        <source>By location</source>
        <translation>위치순</translation>
    </message>
    <message>
        <source>By finding kind</source>
        <translation>발견 사항 종류순</translation>
    </message>
    <message>
        <source>Order of the items inside each rack.</source>
        <translation>각 랙 안의 항목 순서.</translation>
    </message>
</context>
<context>
    <name>ry::models::CableTableModel</name>
    <message>
        <source>Label</source>
        <translation>라벨</translation>
    </message>
    <message>
        <source>A device</source>
        <translation>A측 장비</translation>
    </message>
    <message>
        <source>A port</source>
        <translation>A측 포트</translation>
    </message>
    <message>
        <source>B device</source>
        <translation>B측 장비</translation>
    </message>
    <message>
        <source>B port</source>
        <translation>B측 포트</translation>
    </message>
    <message>
        <source>Rail</source>
        <translation>레일</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>매체</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>색상</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cable medium.</source>
        <translation>&quot;%1&quot;은(는) 케이블 매체가 아닙니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cable status.</source>
        <translation>&quot;%1&quot;은(는) 케이블 상태가 아닙니다.</translation>
    </message>
    <message>
        <source>Edit cable %1</source>
        <translation>케이블 %1 편집</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <source>Breakout</source>
        <translation>브레이크아웃</translation>
    </message>
    <message>
        <source>%1 leg %2 of %3</source>
        <translation>%1 레그 %2/%3</translation>
    </message>
</context>
<context>
    <name>ry::models::DeviceTypeModel</name>
    <message>
        <source>%1 %2 (%3 U)</source>
        <translation>%1 %2 (%3 U)</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 W maximum, %n port(s)</source>
        <translation>
            <numerusform>%1
최대 %2 W, 포트 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::models::IpTableModel</name>
    <message>
        <source>Address</source>
        <translation>주소</translation>
    </message>
    <message>
        <source>VRF</source>
        <translation>VRF</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>프리픽스</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>장비</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>인터페이스</translation>
    </message>
    <message>
        <source>DNS name</source>
        <translation>DNS 이름</translation>
    </message>
    <message>
        <source>Edit address %1</source>
        <translation>주소 %1 편집</translation>
    </message>
</context>
<context>
    <name>ry::models::ProjectTreeModel</name>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>세부 정보</translation>
    </message>
    <message numerus="yes">
        <source>site, %n room(s)</source>
        <translation>
            <numerusform>사이트, 전산실 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>room, %n row(s)</source>
        <translation>
            <numerusform>전산실, 열 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row, %n rack(s)</source>
        <translation>
            <numerusform>열, 랙 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 U, %n device(s)</source>
        <translation>
            <numerusform>%1 U, 장비 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 of %2 kW</source>
        <translation>, %2 kW 중 %1 kW</translation>
    </message>
    <message>
        <source>Maximum power %1 W, budget %2 W</source>
        <translation>최대 전력 %1 W, 예산 %2 W</translation>
    </message>
    <message>
        <source>U%1 %2, %3, %4</source>
        <translation>U%1 %2, %3, %4</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>상태: %1</translation>
    </message>
    <message>
        <source>Not in a rack</source>
        <translation>랙에 없음</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s)</source>
        <translation>
            <numerusform>장비 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ry::undo::DesignSession</name>
    <message>
        <source>The design was not written.</source>
        <translation>설계를 기록하지 않았습니다.</translation>
    </message>
</context>
</TS>
