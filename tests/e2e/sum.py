import json,sys,collections
ev=json.load(open('/tmp/prof/trace.json'))['traceEvents']
names={}
for e in ev:
    if e.get('ph')=='M' and e.get('name')=='thread_name': names[(e['pid'],e['tid'])]=e['args']['name']
nav=[e for e in ev if e.get('name') in ('navigationStart',) ]
t0=min(e['ts'] for e in nav) if nav else min(e['ts'] for e in ev if e.get('ts'))
shown=[e for e in ev if e.get('name')=='shown']
print('navs',len(nav),'shown at',[(e['ts']-t0)/1000 for e in shown])
main=[k for k,v in names.items() if v=='CrRendererMain']
thr=float(sys.argv[1]) if len(sys.argv)>1 else 5
for k in main:
    xs=sorted([e for e in ev if (e['pid'],e['tid'])==k and e.get('ph')=='X' and e.get('dur',0)>=thr*1000 and e['ts']>=t0-1000],key=lambda e:e['ts'])
    if not xs: continue
    print('--',k)
    for e in xs[:80]:
        a=e.get('args',{}); d=a.get('data',{}) if isinstance(a,dict) else {}
        extra=d.get('url','') or d.get('functionName','') or d.get('type','') or ''
        print(f"{(e['ts']-t0)/1000:8.1f} {e['dur']/1000:7.1f} {e['name']} {str(extra)[-50:]}")
# other threads summary of wasm compile
for k,v in names.items():
    xs=[e for e in ev if (e['pid'],e['tid'])==k and e.get('ph')=='X' and 'wasm' in e.get('name','').lower() and e.get('dur',0)>2000]
    for e in xs[:10]: print(v, f"{(e['ts']-t0)/1000:8.1f} {e['dur']/1000:7.1f} {e['name']}")
